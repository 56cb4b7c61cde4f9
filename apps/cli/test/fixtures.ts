import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from '@orrery/api/game/accounts';
import { collectSystem, findCollectableSystem } from '@orrery/api/game/collect';
import { offerKeyOf } from '@orrery/api/game/offer';
import { closeDatabase, openDatabase } from '@orrery/db';
import type { Db } from '@orrery/db';
import { runHereOk } from './in-process.js';

const OFFER_KEY = offerKeyOf(new TextEncoder().encode('test draws'));

/** Small enough to keep the suite quick, large enough for distributions to mean something. */
export const GALAXY_SIZE = 1000;

/** Galaxies seeded once per test worker, by seed and size; each test gets a copy of one. */
const templates = new Map<string, Promise<string>>();
let templateDir: string | undefined;

function template(seed: string, size: number): Promise<string> {
  const key = JSON.stringify([seed, size]);
  let made = templates.get(key);
  if (made === undefined) {
    if (templateDir === undefined) {
      const created = mkdtempSync(join(tmpdir(), 'orrery-cli-templates-'));
      process.once('exit', () => rmSync(created, { recursive: true, force: true }));
      templateDir = created;
    }
    const path = join(templateDir, `${templates.size}.db`);
    made = runHereOk(['seed', '--seed', seed, '--size', String(size), '--db', path]).then(() => {
      // Closed cleanly, the database is one file: a copy of it is the whole galaxy.
      if (existsSync(`${path}-wal`)) throw new Error(`${path} left a write-ahead log behind`);
      return path;
    });
    templates.set(key, made);
  }
  return made;
}

/**
 * A database holding a galaxy seeded by the CLI's seed command, and returns its path: a copy of
 * one seeded once per worker (seeding is deterministic, which seed-and-stats checks).
 */
export async function seededDatabase(
  dir: string,
  name: string,
  seed = 'test-galaxy',
  size = GALAXY_SIZE,
): Promise<string> {
  const path = join(dir, name);
  copyFileSync(await template(seed, size), path);
  return path;
}

/** Opens the database file in the test process (as the server would), closing it afterwards. */
export async function withDb<T>(path: string, work: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase(path);
  try {
    return await work(db);
  } finally {
    await closeDatabase(db);
  }
}

export const NOW = new Date('2026-11-21T12:00:00Z');

/** A player who has collected one system, through the game's services; returns both. */
export async function playerWithOneSystem(path: string, email: string) {
  return withDb(path, async (db) => {
    const user = await register(
      db,
      { username: email.split('@')[0]!, suffix: '', email, password: 'correct horse battery' },
      NOW,
    );
    const hash = await findCollectableSystem(db, user.id, NOW, OFFER_KEY);
    const result = await collectSystem(db, user.id, hash, NOW, OFFER_KEY);
    return { user, hash, currency: result.currency };
  });
}

export function json<T = Record<string, unknown>>(stdout: string): T {
  return JSON.parse(stdout) as T;
}

/** What a refused or throw-away command must leave alone, read cheaply in the test process. */
export function fingerprint(path: string) {
  return withDb(path, async (db) => ({
    galaxy: await db.selectFrom('galaxies').selectAll().execute(),
    rarities: await db
      .selectFrom('systems')
      .select(['rarity', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('rarity')
      .orderBy('rarity')
      .execute(),
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    discoveries: await db.selectFrom('discoveries').selectAll().orderBy('system_id').execute(),
    ledger: await db.selectFrom('ledger_transactions').selectAll().orderBy('id').execute(),
  }));
}
