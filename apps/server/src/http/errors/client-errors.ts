import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** What a connection-level failure answers: the request never reached a route. */
const ANSWERS: Record<string, [status: number, reason: string, error: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    'Request Timeout',
    'The request did not arrive in time; please send it again',
  ],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Request headers are too large'],
};
const MALFORMED: [number, string, string] = [400, 'Bad Request', 'Malformed HTTP request'];

/**
 * Fastify's clientErrorHandler: a request whose headers or body stall past their timeout (or that
 * is not HTTP at all) is answered `{ error }` with its status and the connection closed, logged once
 * at info (the client's doing, not the server's).
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = ANSWERS[error.code ?? ''] ?? MALFORMED;
  this.log.info(
    { code: error.code, remoteAddress: socket.remoteAddress, status },
    'connection closed',
  );
  // A response already under way cannot be followed by another on the same connection.
  const response = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !response?.headersSent) {
    const body = JSON.stringify({ error: message });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
