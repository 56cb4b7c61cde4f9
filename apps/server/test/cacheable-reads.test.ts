import { restRoutes } from '@orrery/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, CacheableReads } from '../src/cache/cacheable-reads.js';
import { GalaxyVersionClock } from '../src/cache/galaxy-version-clock.js';
import { ResponseCache } from '../src/cache/response-cache.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let reads: CacheableReads;
beforeAll(async () => {
  server = await startTestServer();
  reads = new CacheableReads({
    db: server.db,
    config: server.config,
    clock: () => new Date(),
    galaxyVersion: new GalaxyVersionClock(server.db, 60_000),
    cache: new ResponseCache(1024 * 1024),
  });
});
afterAll(() => server.close());

describe('CacheableReads.match', () => {
  it('finds the cacheable read of each route path, and nothing for any other route', () => {
    for (const route of restRoutes) {
      const url = API_PREFIX + route.path.replace(/:\w+/g, 'x1');
      const expected = route.cacheable && !route.served ? route : undefined;
      expect(reads.match(url)?.route, `${route.method} ${route.path}`).toBe(expected);
    }
  });

  it('reads path parameters and a plain query as Fastify hands them to the route', () => {
    expect(reads.match('/api/v1/solar/solarsystem/ab-C_9.x~/full')?.request).toEqual({
      params: { id: 'ab-C_9.x~' },
      query: {},
      body: undefined,
    });
    expect(
      reads.match('/api/v1/solar/solarsystems/search?search=Vel&minPlanets=2&page=')?.request.query,
    ).toEqual({ search: 'Vel', minPlanets: '2', page: '' });
  });

  it('leaves to Fastify what its parsers would decode or refuse', () => {
    for (const url of [
      '/api/v1/solar/solarsystems/search?search=a+b',
      '/api/v1/solar/solarsystems/search?search=%41',
      '/api/v1/solar/solarsystems/search?page',
      '/api/v1/solar/solarsystems/search?page=1&',
      '/api/v1/solar/solarsystems/search?a=1&a=2',
      '/api/v1/solar/solarsystems/search#top',
      '/api/v1/solar/solarsystem//full',
      `/api/v1/solar/solarsystem/${'h'.repeat(101)}/full`,
      '/API/v1/solar/solarsystems/search',
    ]) {
      expect(reads.match(url), url).toBeUndefined();
    }
    expect(reads.match(`/api/v1/solar/solarsystem/${'h'.repeat(100)}/full`)).toBeDefined();
  });
});
