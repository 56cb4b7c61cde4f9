import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSessionSecret, sessionKey, type ApiConfig } from '@orrery/api';
import { seedGalaxy } from '@orrery/api/game/operations';
import {
  closeDatabase,
  migrateToLatest,
  openDatabase,
  type Db,
  type OpenOptions,
} from '@orrery/db';
import { createTestDatabase, type TestDatabase } from '@orrery/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/http/app.js';

export const TEST_GALAXY = { seed: 'server-tests', size: 300 };
const SEEDED_AT = new Date('2030-01-01T00:00:00Z');

/** A built web app stand-in: an index page and one hashed asset, as Vite lays them out. */
export const WEB_INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
export const WEB_ASSET = 'assets/index-AbCd1234.js';

function writeWebDist(dir: string): string {
  const root = join(dir, 'web');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), WEB_INDEX);
  writeFileSync(join(root, WEB_ASSET), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  return root;
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  config: ApiConfig;
  dir: string;
  /** The file path or postgres:// URL of the server's database, for other connections to it. */
  target: string;
  close(): Promise<void>;
}

/** A migrated database at `target` (SQLite path or postgres:// URL) with the small test galaxy. */
export async function seededDatabase(target: string): Promise<Db> {
  const db = openDatabase(target);
  await migrateToLatest(db);
  await seedGalaxy(db, TEST_GALAXY, SEEDED_AT);
  return db;
}

/**
 * A fresh database of the project's dialect (a SQLite file, or a PostgreSQL database) with a small
 * seeded galaxy, and the app over it (with a fresh session secret unless `options.config` names
 * one). `place.dir` (e.g. a small tmpfs) puts a SQLite file there instead,
 * `place.databasePath` serves an existing SQLite database, and `place.open` sets how the fresh
 * database is opened (a short busy timeout).
 */
export async function startTestServer(
  options: Partial<Omit<AppOptions, 'db'>> = {},
  place: { dir?: string; databasePath?: string; open?: OpenOptions } = {},
): Promise<TestServer> {
  const dir = place.dir ?? mkdtempSync(join(tmpdir(), 'orrery-server-'));
  let database: TestDatabase;
  if (place.databasePath !== undefined || place.dir !== undefined) {
    const target = place.databasePath ?? join(dir, 'orrery.db');
    const db =
      place.databasePath !== undefined ? openDatabase(target) : await seededDatabase(target);
    database = { db, dialect: 'sqlite', target, cleanup: () => closeDatabase(db) };
  } else {
    // A copy of the test galaxy seeded once per process.
    database = await createTestDatabase({
      ...place.open,
      template: {
        key: `server ${JSON.stringify(TEST_GALAXY)}`,
        fill: async (db) => void (await seedGalaxy(db, TEST_GALAXY, SEEDED_AT)),
      },
    });
  }
  const db = database.db;
  const config = options.config ?? { session: sessionKey(generateSessionSecret()) };
  const app = await buildApp({
    db,
    webDist: writeWebDist(dir),
    authRateLimit: 1000,
    logLevel: 'silent',
    ...options,
    config,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    dir,
    target: database.target,
    async close() {
      await app.close();
      await database.cleanup();
      if (place.dir === undefined) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Another server on `first`'s database, with connections of its own, as a second process would be:
 * `app` to listen on, `db` to close after it.
 */
export async function secondServer(
  first: TestServer,
  options: Partial<AppOptions> = {},
): Promise<{ app: FastifyInstance; db: Db }> {
  const db = openDatabase(first.target);
  const app = await buildApp({
    db,
    config: first.config,
    webDist: first.dir,
    authRateLimit: 1000,
    logLevel: 'silent',
    ...options,
  });
  return { app, db };
}
