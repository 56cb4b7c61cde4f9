import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { VersionedBody, type BodyPayload } from './versioned-body.js';

/** Past Latin-1 and ASCII both: a public name a player may buy. */
const NAME = 'Zoë ☄ 星';
const small = { name: NAME, padding: 'x'.repeat(2_000) };
const large = { name: NAME, padding: 'x'.repeat(40_000) };

const bytesOf = (payload: BodyPayload) => Buffer.from(payload.bytes);

describe('VersionedBody', () => {
  it('sends a small body as its JSON text, with the length of its UTF-8 bytes', async () => {
    const body = new VersionedBody('v1', small);
    const json = JSON.stringify(small);
    const payload = await body.encoded('identity');
    expect(payload.bytes).toBe(json);
    expect(payload.length).toBe(Buffer.byteLength(json));
    expect(payload.length).toBeGreaterThan(json.length);
    expect(body.size).toBe(payload.length);
    expect(body.encodedNow('identity')).toBe(payload);
  });

  it('sends a large body as bytes encoded once', async () => {
    const body = new VersionedBody('v1', large);
    const payload = await body.encoded('identity');
    expect(Buffer.isBuffer(payload.bytes)).toBe(true);
    expect(payload.bytes.toString()).toBe(JSON.stringify(large));
    expect(payload.length).toBe(payload.bytes.length);
    expect((await body.encoded('identity')).bytes).toBe(payload.bytes);
  });

  it('compresses either kind to the same JSON, each length that of its bytes', async () => {
    for (const data of [small, large]) {
      const body = new VersionedBody('v1', data);
      expect(body.encodedNow('br')).toBeUndefined();
      const br = await body.encoded('br');
      const gzip = await body.encoded('gzip');
      expect(brotliDecompressSync(bytesOf(br)).toString()).toBe(JSON.stringify(data));
      expect(gunzipSync(bytesOf(gzip)).toString()).toBe(JSON.stringify(data));
      expect(br.length).toBe(bytesOf(br).length);
      expect(body.encodedNow('br')).toEqual(br);
    }
  });

  it('arrives whole over HTTP with the length it gives, text or bytes', async () => {
    const bodies = [new VersionedBody('v1', small), new VersionedBody('v1', large)];
    const server = createServer((request, response) => {
      const body = bodies[Number(request.url!.slice(1))]!;
      const { bytes, length } = body.encodedNow('identity')!;
      response.writeHead(200, { ...body.headers('identity'), 'content-length': length });
      response.end(bytes);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const [index, data] of [small, large].entries()) {
        const answer = await fetch(`${base}/${index}`);
        expect(await answer.json()).toEqual(data);
        expect(answer.headers.get('content-length')).toBe(
          String(Buffer.byteLength(JSON.stringify(data))),
        );
      }
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
