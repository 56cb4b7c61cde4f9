import { join } from 'node:path';
import { register } from '@orrery/api/game/accounts';
import { collectSystem, findCollectableSystem } from '@orrery/api/game/collect';
import { offerKeyOf } from '@orrery/api/game/offer';
import { closeDatabase, openDatabase } from '@orrery/db';
import type { Db } from '@orrery/db';
import { runOk } from './run-cli.js';

const OFFER_KEY = offerKeyOf(new TextEncoder().encode('test draws'));

/** Small enough to keep the suite quick, large enough for distributions to mean something. */
export const GALAXY_SIZE = 1000;

/** Seeds a galaxy through the binary and returns the database path. */
export function seededDatabase(
  dir: string,
  name: string,
  seed = 'test-galaxy',
  size = GALAXY_SIZE,
) {
  const path = join(dir, name);
  runOk(['seed', '--seed', seed, '--size', String(size), '--db', path]);
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
