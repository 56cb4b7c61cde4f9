import type { FastifyRequest } from 'fastify';

/** A host as a proxy may name it: a name or IPv4 address, or a bracketed IPv6 one, and a port. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin share pages give crawlers (og:url, og:image): PUBLIC_URL when set; else the host a
 * trusted proxy forwarded (X-Forwarded-Host, with X-Forwarded-For from a peer TRUST_PROXY names);
 * else this server on localhost. Never the request's own Host header, which any client writes: a
 * page cached or shared with another site's address in it would send its readers there.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl !== undefined) return publicUrl;
  // `ips` holds more than the peer only when the peer is trusted and named the client.
  const viaTrustedProxy = (request.ips?.length ?? 0) > 1;
  if (viaTrustedProxy && request.headers['x-forwarded-host'] !== undefined) {
    const host = request.host;
    if (HOST.test(host)) return `${request.protocol}://${host}`;
  }
  return `http://localhost:${request.socket.localPort ?? 80}`;
}
