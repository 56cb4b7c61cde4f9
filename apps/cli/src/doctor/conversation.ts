import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

/** A line-based conversation with a server (SMTP, Redis): send text, await a complete reply. */
export interface Conversation {
  send(text: string): void;
  /** The next reply, once `complete` says the text read so far holds all of it. */
  reply(complete: (text: string) => number | undefined): Promise<string>;
  close(): void;
}

/**
 * Connects to host:port (TLS from the start when `tls`) and answers once connected. Every wait,
 * the connection's included, fails after `timeoutMs` of silence, naming what was awaited.
 */
export function converse(
  host: string,
  port: number,
  tls: boolean,
  timeoutMs: number,
): Promise<Conversation> {
  return new Promise((resolve, reject) => {
    const socket: Socket = tls
      ? connectTls({ host, port, servername: host })
      : connectTcp({ host, port });
    let buffered = '';
    let failure: Error | undefined;
    let waiter: (() => void) | undefined;
    const fail = (error: Error) => {
      failure ??= error;
      socket.destroy();
      waiter?.();
      reject(failure);
    };
    socket.setTimeout(timeoutMs, () => fail(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('the server closed the connection')));
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      waiter?.();
    });
    socket.once(tls ? 'secureConnect' : 'connect', () =>
      resolve({
        send: (text) => socket.write(text),
        reply: (complete) =>
          new Promise((answer, refuse) => {
            const settle = () => {
              if (failure) return refuse(failure);
              const end = complete(buffered);
              if (end === undefined) return;
              waiter = undefined;
              answer(buffered.slice(0, end));
              buffered = buffered.slice(end);
            };
            waiter = settle;
            settle();
          }),
        close: () => socket.destroy(),
      }),
    );
  });
}
