import { growGalaxy, seedGalaxy } from '@orrery/api/game/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';
import { injectTransport, type Send } from './support/transports.js';

// A galaxy grown while the server runs (by the CLI or another server): the next reads serve the
// grown galaxy's map, search and systems, with no restart.
let server: TestServer;
let send: Send;
const NOW = new Date('2026-03-01T12:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ galaxyVersionMaxAgeMs: 0 });
  await seedGalaxy(server.db, { seed: 'grows-live', size: 120, generatorVersion: 3 }, NOW, {
    force: true,
  });
  send = injectTransport(server.app);
});
afterAll(() => server?.close());

const manifestCount = async () =>
  (await send({ url: '/api/v1/solar/solarsystems/map/static' })).json().count as number;
const searchCount = async () =>
  (await send({ url: '/api/v1/solar/solarsystems/search?limit=1' })).json().pagination
    .totalCount as number;

describe('a galaxy grown under a running server', () => {
  it('serves the grown map, search and systems at the next read', async () => {
    expect(await manifestCount()).toBe(120);
    expect(await searchCount()).toBe(120);
    await growGalaxy(server.db, 200, NOW, { batchSize: 30 });
    expect(await manifestCount()).toBe(200);
    expect(await searchCount()).toBe(200);
    const last = await server.db
      .selectFrom('systems')
      .select(['hash', 'name'])
      .where('id', '=', 199)
      .executeTakeFirstOrThrow();
    const found = await send({
      url: `/api/v1/solar/solarsystems/search?search=${encodeURIComponent(last.name)}`,
    });
    expect(found.json().systems.map((s: { hash: string }) => s.hash)).toContain(last.hash);
  });
});
