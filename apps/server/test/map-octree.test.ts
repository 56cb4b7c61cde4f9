import { configureMapOctree } from '@orrery/api';
import { growGalaxy, seedGalaxy } from '@orrery/api/game/operations';
import { decodeMap } from '@orrery/api/map-format';
import {
  cellAlong,
  childrenOf,
  decodeCellPage,
  type CellAddress,
  type CellPage,
} from '@orrery/api/octree-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_GALAXY, type TestServer } from './support/test-server.js';
import { injectTransport, type Send } from './support/transports.js';

let server: TestServer;
let send: Send;
let manifest: {
  version: string;
  mode: string;
  octree: { path: string; maxDepth: number; min: number[]; max: number[]; classes: string[] };
};

beforeAll(async () => {
  server = await startTestServer();
  send = injectTransport(server.app);
  manifest = (await send({ url: '/api/v1/solar/solarsystems/map/static' })).json();
});
afterAll(() => server.close());

const cellUrl = ({ depth, x, y, z }: CellAddress, page = 0, version = manifest.version) =>
  `/api/v1/solar/solarsystems/map/static/${version}/octree/${depth}/${x}/${y}/${z}/${page}`;

async function cellPage(cell: CellAddress, page = 0): Promise<CellPage> {
  const reply = await server.app.inject({ url: cellUrl(cell, page) });
  expect(reply.statusCode, cellUrl(cell, page)).toBe(200);
  return decodeCellPage(new Uint8Array(reply.rawPayload));
}

/** The static map's own quantised coordinates and style byte per system. */
async function staticRecords() {
  const reply = await server.app.inject({
    url: `/api/v1/solar/solarsystems/map/static/${manifest.version}`,
  });
  const bytes = new Uint8Array(reply.rawPayload);
  const { header } = decodeMap(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // One block at this size: x, y, z planes of u16, then the style bytes.
  const n = header.count;
  const q = (i: number, a: number) => view.getUint16(header.headerBytes + (a * n + i) * 2, true);
  const style = (i: number) => bytes[header.headerBytes + 6 * n + i]!;
  return { header, q, style };
}

describe('the map octree', () => {
  it('is in the manifest: where its cells are, the bounds and classes, and the mode', async () => {
    const { header } = await staticRecords();
    expect(manifest.mode).toBe('full');
    expect(manifest.octree).toEqual({
      path: `/solar/solarsystems/map/static/${manifest.version}/octree/`,
      maxDepth: 10,
      pagePoints: 8192,
      min: header.min,
      max: header.max,
      classes: header.classes,
    });
  });

  it('streams every system once per depth, as the static map has it, in the cell holding it', async () => {
    const { q, style } = await staticRecords();
    const root = await cellPage({ depth: 0, x: 0, y: 0, z: 0 });
    expect(root.total).toBe(TEST_GALAXY.size);
    let level: { cell: CellAddress; page: CellPage }[] = [
      { cell: { depth: 0, x: 0, y: 0, z: 0 }, page: root },
    ];
    for (let depth = 0; depth <= 3; depth++) {
      const seen = new Array<number>(TEST_GALAXY.size).fill(0);
      for (const { cell, page } of level) {
        expect(page.indices.length).toBe(page.total);
        page.indices.forEach((system, i) => {
          seen[system]!++;
          const address = [cell.x, cell.y, cell.z];
          for (let a = 0; a < 3; a++) {
            expect(page.quantised[i * 3 + a]).toBe(q(system, a));
            expect(cellAlong(q(system, a), depth)).toBe(address[a]);
          }
          expect(page.styles[i]).toBe(style(system));
        });
      }
      expect(seen.every((n) => n === 1)).toBe(true);
      // The next depth: the children the counts say hold systems.
      const next = level.flatMap(({ cell, page }) =>
        childrenOf(cell).filter((_, c) => page.children[c]! > 0),
      );
      level = await Promise.all(next.map(async (cell) => ({ cell, page: await cellPage(cell) })));
    }
  });

  it('is immutable per version: a year of caching, an ETag and 304', async () => {
    const url = cellUrl({ depth: 1, x: 1, y: 0, z: 1 });
    const reply = await send({ url });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/octet-stream');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = reply.headers.etag!;
    expect(etag).toMatch(new RegExp(`^"${manifest.version}-`));
    expect((await send({ url, headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('refuses an address outside its depth with 400, and an unknown version or page with 404', async () => {
    const outside = [
      { depth: 11, x: 0, y: 0, z: 0 },
      { depth: 2, x: 4, y: 0, z: 0 },
      { depth: 0, x: 0, y: 1, z: 0 },
    ];
    for (const cell of outside) {
      const reply = await send({ url: cellUrl(cell) });
      expect(reply.status, JSON.stringify(cell)).toBe(400);
      expect(reply.json()).toEqual({ error: 'No octree cell has this address at this depth' });
    }
    const base = `/api/v1/solar/solarsystems/map/static/${manifest.version}/octree`;
    for (const bad of ['0/0/0/-1/0', '0/0/0/0/one', '1.5/0/0/0/0', '0/0/0/0/1234567']) {
      const reply = await send({ url: `${base}/${bad}` });
      expect(reply.status, bad).toBe(400);
      expect(reply.json().error).toBe('Invalid map address');
    }
    const unknown = await send({ url: cellUrl({ depth: 0, x: 0, y: 0, z: 0 }, 0, '1-AAAAAAAA') });
    expect(unknown.status).toBe(404);
    expect(unknown.json().error).toMatch(/^No map has this version/);
    const past = await send({ url: cellUrl({ depth: 0, x: 0, y: 0, z: 0 }, 1) });
    expect(past.status).toBe(404);
    expect(past.json()).toEqual({ error: 'The cell has no page this number' });
  });
});

describe('the map mode', () => {
  it('names the octree from the configured size on', async () => {
    const held = configureMapOctree({ from: TEST_GALAXY.size });
    const other = await startTestServer();
    try {
      const reply = await injectTransport(other.app)({
        url: '/api/v1/solar/solarsystems/map/static',
      });
      expect(reply.json().mode).toBe('octree');
    } finally {
      configureMapOctree(held);
      await other.close();
    }
  });
});

describe('the octree of a growing galaxy', () => {
  it('follows the grown map data: the new version’s cells hold every system', async () => {
    const held = configureMapOctree({ from: 1, pagePoints: 64 });
    const grown = await startTestServer({ galaxyVersionMaxAgeMs: 0 });
    try {
      const now = new Date('2026-03-01T12:00:00Z');
      await seedGalaxy(grown.db, { seed: 'octree-grows', size: 120, generatorVersion: 3 }, now, {
        force: true,
      });
      const ask = injectTransport(grown.app);
      const manifestNow = async () =>
        (await ask({ url: '/api/v1/solar/solarsystems/map/static' })).json();
      const rootOf = async (path: string, page: number) => {
        const reply = await grown.app.inject({ url: `/api/v1${path}0/0/0/0/${page}` });
        expect(reply.statusCode).toBe(200);
        return decodeCellPage(new Uint8Array(reply.rawPayload));
      };
      const before = await manifestNow();
      expect(before).toMatchObject({ count: 120, mode: 'octree' });
      expect((await rootOf(before.octree.path, 0)).total).toBe(120);

      await growGalaxy(grown.db, 200, now, { batchSize: 30 });
      const after = await manifestNow();
      expect(after.version).not.toBe(before.version);
      const systems: number[] = [];
      for (let page = 0; page < Math.ceil(200 / 64); page++) {
        const root = await rootOf(after.octree.path, page);
        expect(root.total).toBe(200);
        systems.push(...root.indices);
      }
      expect(systems.sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i));
      // The old version's cells are gone with it.
      const old = await ask({ url: `/api/v1${before.octree.path}0/0/0/0/0` });
      expect(old.status).toBe(404);
    } finally {
      configureMapOctree(held);
      await grown.close();
    }
  });
});
