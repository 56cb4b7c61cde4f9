import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_GALAXY, type TestServer } from './support/test-server.js';

const MAP = '/api/v1/solar/solarsystems/map';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET over a real socket, with exactly the headers given (fetch would ask for gzip). */
function get(port: number, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: MAP, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(() => server.close());

describe('the JSON map list without Accept-Encoding', () => {
  it('is kept once built: the same bytes again, with their length and the ETag', async () => {
    const first = await get(port);
    const second = await get(port);
    const third = await get(port);
    for (const answer of [first, second, third]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(second.body.equals(first.body)).toBe(true);
    expect(third.body.equals(first.body)).toBe(true);
    // A kept body goes out with its length, not chunked.
    expect(second.headers['content-length']).toBe(String(second.body.length));
    expect(second.headers['transfer-encoding']).toBeUndefined();
    expect(second.headers.etag).toMatch(/^"[^"]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    const list = JSON.parse(second.body.toString('utf8')) as { hash: string }[];
    expect(list).toHaveLength(TEST_GALAXY.size);
  });

  it('holds the same list as the brotli body, and answers 304 to its ETag', async () => {
    const plain = await get(port);
    await get(port, { 'accept-encoding': 'br' });
    const br = await get(port, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const again = await get(port, { 'if-none-match': String(plain.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
