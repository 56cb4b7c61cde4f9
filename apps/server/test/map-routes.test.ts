import { brotliDecompressSync } from 'node:zlib';
import { decodeMap, quantisationError } from '@orrery/api/map-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './support/players.js';
import { startTestServer, TEST_GALAXY, type TestServer } from './support/test-server.js';
import { injectTransport, type Send } from './support/transports.js';

interface MapEntry {
  hash: string;
  name: string;
  coordinates: { x: number; y: number; z: number };
  discoveredById: number | null;
  firstStar: { spectralClass: string; sizeClass: number };
}

let server: TestServer;
let send: Send;
let list: MapEntry[];
let version: string;

beforeAll(async () => {
  server = await startTestServer();
  send = injectTransport(server.app);
  list = (await send({ url: '/api/v1/solar/solarsystems/map' })).json();
  version = (await send({ url: '/api/v1/solar/solarsystems/map/static' })).json().version;
});
afterAll(() => server.close());

const discoveries = (query = '') =>
  send({ url: `/api/v1/solar/solarsystems/map/discoveries${query}` });

describe('the static map', () => {
  it('describes itself in the manifest', async () => {
    const manifest = (await send({ url: '/api/v1/solar/solarsystems/map/static' })).json();
    expect(manifest).toMatchObject({
      count: TEST_GALAXY.size,
      labelSystems: 1024,
      path: `/solar/solarsystems/map/static/${version}`,
    });
  });

  it('holds every system of the list: position within its quantisation, class and size', async () => {
    const reply = await server.app.inject({
      url: `/api/v1/solar/solarsystems/map/static/${version}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/octet-stream');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers.etag).toBe(`"${version}"`);
    expect(reply.headers['content-encoding']).toBe('br');
    const { header, blocks } = decodeMap(new Uint8Array(brotliDecompressSync(reply.rawPayload)));
    expect(header.count).toBe(list.length);
    // The list rounds to 0.1 ly: allow that beside the quantisation.
    const tolerance = quantisationError(header).map((e) => e + 0.06);
    const block = blocks[0]!;
    list.forEach((system, i) => {
      const { x, y, z } = system.coordinates;
      [x, y, z].forEach((value, axis) =>
        expect(Math.abs(block.positions[i * 3 + axis]! - value)).toBeLessThan(tolerance[axis]!),
      );
      expect(header.classes[block.classIndex[i]!]).toBe(system.firstStar.spectralClass);
      expect(block.sizeClass[i]).toBe(system.firstStar.sizeClass);
    });
  });

  it('answers 304 to its ETag, 404 for another version and 400 for a malformed one', async () => {
    const url = `/api/v1/solar/solarsystems/map/static/${version}`;
    expect((await send({ url, headers: { 'if-none-match': `"${version}"` } })).status).toBe(304);
    const other = await send({ url: '/api/v1/solar/solarsystems/map/static/1-AAAAAAAAAAAAAAAA' });
    expect(other.status).toBe(404);
    expect(other.json()).toEqual({ error: expect.stringContaining('No map has this version') });
    const long = await send({ url: `/api/v1/solar/solarsystems/map/static/${'v'.repeat(80)}` });
    expect(long.status).toBe(400);
    expect(long.json().details).toEqual({ version: expect.any(String) });
  });

  it('labels each system with its hash and name, in chunks', async () => {
    const labels = await send({ url: `/api/v1/solar/solarsystems/map/static/${version}/labels/0` });
    expect(labels.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(labels.json()).toEqual({
      first: 0,
      hashes: list.map((s) => s.hash),
      names: list.map((s) => s.name),
    });
    const base = `/api/v1/solar/solarsystems/map/static/${version}/labels`;
    expect((await send({ url: `${base}/1` })).status).toBe(404);
    for (const bad of ['-1', '1.5', 'one', '1e3']) {
      const response = await send({ url: `${base}/${bad}` });
      expect(response.status, bad).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
  });
});

describe('discoveries as deltas', () => {
  it('answers the whole list, then only what changed since a revision', async () => {
    const start = (await discoveries()).json();
    expect(start).toMatchObject({ since: null, discovered: [], released: [] });
    const player = await newPlayer(send);
    const collect = await send({
      method: 'POST',
      url: '/api/v1/solar/collect/offer-1',
      token: player.token,
    });
    expect(collect.status).toBe(200);
    const index = list.findIndex((s) => s.hash === collect.json().system.hash);

    const delta = await discoveries(`?since=${start.revision}`);
    expect(delta.json()).toEqual({
      galaxy: start.galaxy,
      revision: start.revision + 1,
      since: start.revision,
      discovered: [[index, player.id]],
      released: [],
    });
    // The goal: one new discovery costs bytes, not a rebuild.
    expect(Buffer.byteLength(delta.text)).toBeLessThan(1024);
    // Nothing new since the latest revision; the whole list agrees with the delta.
    const now = (await discoveries(`?since=${start.revision + 1}`)).json();
    expect(now).toMatchObject({ discovered: [], released: [] });
    expect((await discoveries()).json().discovered).toEqual([[index, player.id]]);

    // An account deleted releases its systems: the delta says so.
    const deleted = await send({
      method: 'DELETE',
      url: '/api/v1/user',
      token: player.token,
      body: { currentPassword: player.password },
    });
    expect(deleted.status).toBe(200);
    const released = (await discoveries(`?since=${start.revision + 1}`)).json();
    expect(released).toMatchObject({ discovered: [], released: [index] });
    // From the start, the system was discovered and released again: it is released.
    const overall = (await discoveries(`?since=${start.revision}`)).json();
    expect(overall).toMatchObject({ discovered: [], released: [index] });
  });

  it('refuses a revision from the future or garbage with 400 { error }', async () => {
    const { revision } = (await discoveries()).json();
    const ahead = await discoveries(`?since=${revision + 1}`);
    expect(ahead.status).toBe(400);
    expect(ahead.json().error).toContain('ahead');
    for (const bad of ['abc', '-1', '1.5', '', '1e400', '0x10']) {
      const response = await discoveries(`?since=${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String), details: expect.any(Object) });
    }
  });

  it('sends an ETag, and 304 while nothing changed', async () => {
    const first = await discoveries('?since=0');
    const again = await discoveries('?since=0');
    expect(again.headers.etag).toBe(first.headers.etag);
    const cached = await send({
      url: '/api/v1/solar/solarsystems/map/discoveries?since=0',
      headers: { 'if-none-match': first.headers.etag! },
    });
    expect(cached.status).toBe(304);
  });
});
