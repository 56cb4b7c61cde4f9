import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, migrateToLatest, openDatabase } from '@orrery/db';
import { seedSyntheticGalaxy } from '@orrery/db/galaxy';
import { testDialect } from '@orrery/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';
import { listen } from './support/transports.js';

// A million systems: the server must keep answering while it reads the map data and streams the
// map list. Whether /healthz answered in between is asserted, not how fast (that is `npm run bench`).
// The galaxy is a SQLite file on either project: server-pg would only repeat this.

const SIZE = 1_000_000;
let dir: string;
let server: TestServer;
let baseUrl: string;

interface Streamed {
  headersAt: number;
  endedAt: number;
  bytes: number;
  first: string;
  last: string;
}

/** GET a (large) body, counting its bytes as they come instead of keeping them. */
function stream(path: string): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    request(baseUrl + path, (response) => {
      const headersAt = performance.now();
      let bytes = 0;
      let first = '';
      let last = '';
      response.on('data', (chunk: Buffer) => {
        if (first.length < 2) first = (first + chunk.subarray(0, 2).toString()).slice(0, 2);
        last = (last + chunk.subarray(-2).toString()).slice(-2);
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ headersAt, endedAt: performance.now(), bytes, first, last }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe.runIf(testDialect === 'sqlite')('a 1,000,000-system galaxy', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'orrery-million-'));
    const path = join(dir, 'orrery.db');
    const db = openDatabase(path);
    await migrateToLatest(db);
    await seedSyntheticGalaxy(db, SIZE, new Date('2030-01-01T00:00:00Z'));
    await closeDatabase(db);
    server = await startTestServer({}, { databasePath: path, dir });
    baseUrl = await listen(server.app);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers /healthz while a 1,000,000-system map is read and streamed', async () => {
    const answers: number[] = [];
    let mapDone = false;
    const map = stream('/api/v1/solar/solarsystems/map').finally(() => (mapDone = true));
    while (!mapDone) {
      const health = await fetch(`${baseUrl}/healthz`);
      expect(health.status).toBe(200);
      answers.push(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { headersAt, endedAt, bytes, first, last } = await map;
    expect([first, last]).toEqual(['[{', '}]']);
    expect(bytes).toBeGreaterThan(SIZE * 100);
    // Health answered while the map data was read (before the list's first byte) …
    expect(answers.some((at) => at < headersAt)).toBe(true);
    // … and while the list streamed, before it finished.
    expect(answers.some((at) => at > headersAt && at < endedAt)).toBe(true);
  }, 300_000);
});
