import { type Db } from '@orrery/db';
import { identityKey } from '@orrery/db/accounts';
import { seedSystems } from '@orrery/db/seed';
import { type NewSystem } from '@orrery/db/systems';
import { createTestDatabase, testDialect } from '@orrery/db/testing';
import type { GameConfig } from '@orrery/domain/config';
import { expect } from 'vitest';
import { emailChangeTokenOf } from '../../src/mail/email-change-token.js';
import { EMAIL_CHANGE_TTL_MS, type Registration } from '../../src/game/accounts/index.js';
import { defaultGameConfig, GameError } from '../../src/game/core/index.js';
import { offerKeyOf } from '../../src/game/offer/index.js';
import { seedGalaxy, syncAchievementCatalogue } from '../../src/game/operations/index.js';

export const T0 = new Date('2026-03-01T12:00:00Z');
export const HOUR = 3_600_000;
export const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

/** The offer key the tests draw with (in play, the server's: game/offer-key.ts). */
export const OFFER_KEY = offerKeyOf(new TextEncoder().encode('game tests'));

export interface GameDb {
  db: Db;
  /** The file path or postgres:// URL that opens the same database (for worker processes). */
  target: string;
  cleanup: () => Promise<void>;
}

/** A fresh migrated database of the project's dialect (SQLite file or PostgreSQL database). */
export async function emptyGameDb(): Promise<GameDb> {
  return createTestDatabase();
}

/** A database holding a procgen galaxy of `size` systems (a copy of one seeded per process). */
export async function seededGameDb(size = 2000, seed = 'game-test'): Promise<GameDb> {
  return createTestDatabase({
    template: {
      key: `seeded ${seed} ${size}`,
      fill: async (db) => void (await seedGalaxy(db, { seed, size }, T0)),
    },
  });
}

/**
 * How many runs a property test that copies a database per run makes here: `count` on SQLite, a
 * quarter on PostgreSQL. The rules are the same code on both, and the SQLite project runs the
 * full count of the same property; the PostgreSQL runs prove the queries, where each copy costs
 * many times a SQLite file's.
 */
export const runsOnThisDatabase = (count: number): number =>
  testDialect === 'postgres' ? Math.ceil(count / 4) : count;

/** The default rules with a free targeted scan: a test may collect the system it names. */
export const FREE_SCAN: GameConfig = { ...defaultGameConfig(), targetedScanCost: 0 };

/**
 * A galaxy whose stored rows are hand-placed (for the reach rule). The detail views still come
 * from procgen for the same indices; stored position, name and rarity win where they overlap.
 * `rows` overrides stored fields of the row at the same index (star count, rarity…).
 * Its tests name the systems they collect, so its rules default to FREE_SCAN.
 */
export async function placedGameDb(
  positions: [number, number, number][],
  config: GameConfig = FREE_SCAN,
  rows: Partial<NewSystem>[] = [],
): Promise<GameDb> {
  // Property tests place the same galaxy once per run: each run gets a copy of one built per process.
  return createTestDatabase({
    template: {
      key: `placed ${JSON.stringify([positions, config, rows])}`,
      fill: (db) => placeSystems(db, positions, config, rows),
    },
  });
}

async function placeSystems(
  db: Db,
  positions: [number, number, number][],
  config: GameConfig,
  rows: Partial<NewSystem>[],
): Promise<void> {
  const stored: NewSystem[] = positions.map(([x, y, z], id) => ({
    id,
    hash: `sys${id}`,
    name: `System ${id}`,
    sector: 'Test',
    x,
    y,
    z,
    star_count: 1,
    planet_count: 0,
    moon_count: 0,
    habitable: 0,
    first_star_class: 'G',
    first_star_type: 'main-sequence',
    size_class: 6,
    card_type: 'star-only',
    rarity: 'COMMON',
    rarity_score: 0,
    ...rows[id],
  }));
  await seedSystems(
    db,
    { seed: 'placed', size: stored.length, generatorVersion: 1, config: JSON.stringify(config) },
    (start) => stored.slice(start),
    { now: T0 },
  );
  await syncAchievementCatalogue(db, config);
}

/** Every row a player action can touch, to show that a refusal changed nothing. */
export async function playerState(db: Db): Promise<unknown> {
  return {
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    ledger: await db.selectFrom('ledger_transactions').selectAll().orderBy('id').execute(),
    discoveries: await db.selectFrom('discoveries').selectAll().orderBy('system_id').execute(),
    achievements: await db
      .selectFrom('user_achievements')
      .selectAll()
      .orderBy('user_id')
      .orderBy('achievement_id')
      .execute(),
    preferences: await db
      .selectFrom('email_preferences')
      .selectAll()
      .orderBy('user_id')
      .orderBy('email_type')
      .execute(),
    stats: await db.selectFrom('player_stats').selectAll().orderBy('user_id').execute(),
    buckets: await db
      .selectFrom('leaderboard_buckets')
      .selectAll()
      .orderBy('board')
      .orderBy('bucket')
      .execute(),
    profiles: await db.selectFrom('profile_settings').selectAll().orderBy('user_id').execute(),
    showcases: await db
      .selectFrom('showcase_cards')
      .selectAll()
      .orderBy('user_id')
      .orderBy('slot')
      .execute(),
    systemNames: await db.selectFrom('system_names').selectAll().orderBy('system_id').execute(),
    cardFinishes: await db.selectFrom('card_finishes').selectAll().orderBy('system_id').execute(),
    goalClaims: await db
      .selectFrom('goal_claims')
      .selectAll()
      .orderBy('user_id')
      .orderBy('goal_id')
      .orderBy('period_start')
      .execute(),
    emailChanges: await db.selectFrom('email_changes').selectAll().orderBy('user_id').execute(),
    mail: await db.selectFrom('mail_outbox').selectAll().orderBy('id').execute(),
    sessions: await db.selectFrom('sessions').selectAll().orderBy('id').execute(),
    trades: await db.selectFrom('trades').selectAll().orderBy('id').execute(),
    tradeItems: await db
      .selectFrom('trade_items')
      .selectAll()
      .orderBy('trade_id')
      .orderBy('system_id')
      .execute(),
    blocks: await db
      .selectFrom('society_blocks')
      .selectAll()
      .orderBy('blocker_id')
      .orderBy('blocked_id')
      .execute(),
    holders: await db.selectFrom('system_holders').selectAll().orderBy('id').execute(),
  };
}

/** Expects `action` to be refused with `code` (and `message`, if given) and to change nothing. */
export async function expectRefusal(
  db: Db,
  action: () => Promise<unknown>,
  code: string,
  message?: string,
): Promise<void> {
  const before = await playerState(db);
  const error = await action().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GameError);
  expect((error as GameError).code).toBe(code);
  if (message !== undefined) expect((error as GameError).message).toBe(message);
  expect(await playerState(db)).toEqual(before);
}

/** Of racing attempts exactly one won, and a loser heard CONFLICT `message` naming `field`. */
export function expectOneWinner(
  results: PromiseSettledResult<unknown>[],
  field: string,
  message: string,
): void {
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  expect(results.find((r) => r.status === 'rejected')).toMatchObject({
    reason: { code: 'CONFLICT', message, details: { [field]: message } },
  });
}

let players = 0;
/** A registration with unique, valid fields. */
export function newPlayer(overrides: Partial<Registration> = {}): Registration {
  players += 1;
  return {
    username: `Society ${players}`,
    suffix: 'League',
    email: `player${players}@example.org`,
    password: 'correct horse battery',
    ...overrides,
  };
}

/** The server's session secret, as the game's mail links are signed with it in tests. */
export const MAIL_SECRET = new Uint8Array(32).fill(7);

/** The token of the confirmation link mailed for `email` when the change was asked for at `now`. */
export function confirmationToken(userId: number, email: string, now = T0): string {
  const window = Math.floor(now.getTime() / EMAIL_CHANGE_TTL_MS);
  return emailChangeTokenOf(MAIL_SECRET, userId, identityKey(email.trim()), window);
}
