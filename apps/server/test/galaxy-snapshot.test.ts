import { updateGameConfig } from '@orrery/api/game/core';
import { getFullSystem, searchGuide } from '@orrery/api/game/systems';
import { closeDatabase, openDatabase } from '@orrery/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './support/players.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { injectTransport } from './support/transports.js';

// Cacheable reads are made from the galaxy row the server read for their version (once per
// version) rather than from a read of it per answer: the bytes must be what the services give
// when they read it themselves, before and after another process changes the galaxy.
describe('reads made from the galaxy version’s row', () => {
  let server: TestServer;
  let hashes: string[];

  beforeAll(async () => {
    server = await startTestServer();
    const map = await server.app.inject({ url: '/api/v1/solar/solarsystems/map' });
    hashes = map.json().map((system: { hash: string }) => system.hash);
  });
  afterAll(() => server.close());

  const queries = [{}, { minPlanets: 1 }, { status: 'undiscovered' as const, minStars: 2 }].flatMap(
    (filter) => [1, 2, 7].map((page) => ({ ...filter, page, limit: 16 })),
  );
  const searchUrl = (query: Record<string, unknown>) =>
    `/api/v1/solar/solarsystems/search/optimized?${new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    )}`;

  async function expectSameBytes() {
    for (const hash of hashes.slice(0, 40)) {
      const answer = await server.app.inject({ url: `/api/v1/solar/solarsystem/${hash}/full` });
      expect(answer.body).toBe(JSON.stringify(await getFullSystem(server.db, hash)));
    }
    for (const query of queries) {
      const answer = await server.app.inject({ url: searchUrl(query) });
      expect(answer.body).toBe(JSON.stringify(await searchGuide(server.db, query)));
    }
  }

  it('answers the bytes the services give reading the row themselves', async () => {
    const player = await newPlayer(injectTransport(server.app));
    const collected = await server.app.inject({
      method: 'POST',
      url: '/api/v1/solar/collect/offer-1',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(collected.statusCode).toBe(200);
    await expectSameBytes();
  });

  it('follows a change another process makes to the galaxy row', async () => {
    const before = await server.app.inject({ url: searchUrl(queries[0]!) });
    // The CLI's rebalance, from a connection of its own: a new config is a new galaxy version.
    const other = openDatabase(server.target);
    try {
      await updateGameConfig(other, { cooldownHours: 7 });
    } finally {
      await closeDatabase(other);
    }
    let after = before;
    for (let tries = 0; after.headers.etag === before.headers.etag && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await server.app.inject({ url: searchUrl(queries[0]!) });
    }
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await expectSameBytes();
  });
});
