import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';
import { listen } from './support/transports.js';

// Short limits so the test need not wait out the production ones (10 s, 30 s, 72 s).
const TIMEOUTS = { headersMs: 300, requestMs: 600, keepAliveMs: 400 };

let server: TestServer;
let port: number;
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    timeouts: TIMEOUTS,
    logLevel: 'info',
    logStream: { write: (line) => void lines.push(line) },
  });
  port = Number(new URL(await listen(server.app)).port);
});
afterAll(() => server.close());

interface Conversation {
  socket: Socket;
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<string>;
}

function open(): Promise<Conversation> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      const closed = new Promise<string>((done) => socket.once('close', () => done(received)));
      resolve({ socket, closed });
    });
    socket.once('error', reject);
  });
}

function bodyOf(response: string): unknown {
  return JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
}

const closedLines = () =>
  lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'connection closed');

describe('slow clients', () => {
  it('answers 408 { error } and closes the connection when a body stalls', async () => {
    const before = closedLines().length;
    const { socket, closed } = await open();
    socket.write(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: orrery\r\nContent-Type: application/json\r\n' +
        'Content-Length: 30000\r\n\r\n{"email":"',
    );
    const response = await closed;
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(response)).toEqual({ error: expect.stringMatching(/did not arrive in time/) });
    const logged = closedLines().slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 30, code: 'ERR_HTTP_REQUEST_TIMEOUT', status: 408 });
  });

  it('closes a connection that drips its headers past the headers timeout', async () => {
    const { socket, closed } = await open();
    socket.write('GET /healthz HTTP/1.1\r\nHost: orrery\r\n');
    const drip = setInterval(() => socket.writable && socket.write('X-Drip: 1\r\n'), 50);
    try {
      expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(drip);
    }
  });

  it('closes an idle keep-alive connection after its timeout', async () => {
    const { socket, closed } = await open();
    socket.write('GET /healthz HTTP/1.1\r\nHost: orrery\r\nConnection: keep-alive\r\n\r\n');
    const response = await closed;
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toContain('{"status":"ok"}');
  });

  it('still serves requests that arrive in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever1' }),
    });
    expect(response.status).toBe(400);
  });
});
