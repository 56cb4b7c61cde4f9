import { join } from 'node:path';
import {
  register,
  requestEmailChange,
  requestPasswordReset,
  updateEmailPreferences,
} from '@orrery/api/game/accounts';
import { collectSystem, findCollectableSystem } from '@orrery/api/game/collect';
import { claimGoal } from '@orrery/api/game/goals';
import { grantCredits } from '@orrery/api/game/ledger';
import { offerKeyOf } from '@orrery/api/game/offer';
import { applyCardFinish, nameSystem } from '@orrery/api/game/sinks';
import { updateProfileSettings } from '@orrery/api/game/social';
import { setTimeZone } from '@orrery/api/game/streaks';
import { acceptTrade, proposeTrade, setSocietyBlock } from '@orrery/api/game/trades';
import { changeGameConfig } from '@orrery/api/game/tuning';
import { type Db } from '@orrery/db';
import { insertSession } from '@orrery/db/accounts';
import { listBalancesOffLedger } from '@orrery/db/economy';
import { setSetting } from '@orrery/db/settings';
import { testDialect } from '@orrery/db/testing';
import { assignConfig } from '@orrery/domain/config';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, NOW, seededDatabase, withDb } from '../fixtures.js';
import { runHereOk } from '../in-process.js';
import { runCli, runOk, tempDir } from '../run-cli.js';
import { cliDatabase } from './cli-database.js';

const OFFER_KEY = offerKeyOf(new TextEncoder().encode('test draws'));

/** Every row of `table` as sorted JSON lines: equal tables, equal lists. */
async function rowsOf(db: Db, table: string): Promise<string[]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rows = await (db as unknown as Kysely<any>).selectFrom(table).selectAll().execute();
  return rows.map((row) => JSON.stringify(row, Object.keys(row as object).sort())).sort();
}

/**
 * Two players who have played: collections, achievements, a grant, a claimed goal, a named system,
 * a card finish, a reset mail in the outbox, sessions, settings, a time zone and a streak …
 */
async function playedGalaxy(path: string): Promise<void> {
  await withDb(path, async (db) => {
    const held: { id: number; hash: string }[] = [];
    for (const name of ['ada', 'grace']) {
      const email = `${name}@example.com`;
      const user = await register(
        db,
        { username: name, suffix: '', email, password: 'correct horse battery' },
        NOW,
      );
      await setTimeZone(db, user.id, 'Europe/Berlin'); // a streak counted in the player's days
      const hash = await findCollectableSystem(db, user.id, NOW, OFFER_KEY);
      await collectSystem(db, user.id, hash, NOW, OFFER_KEY);
      held.push({ id: user.id, hash });
      await grantCredits(db, user.id, 2500, 'Welcome back', NOW);
      await claimGoal(db, user.id, 'daily-survey', NOW);
      await nameSystem(db, user.id, hash, `${name} Prime`, NOW);
      await applyCardFinish(db, user.id, hash, 'foil', NOW);
      await requestPasswordReset(db, new Uint8Array(32), email, NOW);
      await requestEmailChange(
        db,
        new Uint8Array(32),
        user.id,
        'correct horse battery',
        `${name}.new@example.com`,
        NOW,
      );
      await updateEmailPreferences(db, user.id, [
        { emailType: 'achievement-unlocked', enabled: false },
      ]);
      await updateProfileSettings(db, user.id, { private: true, showcase: [hash] });
      await insertSession(db, {
        id: `session-${name}`,
        user_id: user.id,
        created_at: NOW.toISOString(),
        expires_at: NOW.toISOString(),
      });
    }
    await setSetting(db, 'operator-note', 'moved to PostgreSQL');
    // A change of the game config, with its audit row.
    const relaxed = [
      'sinks.naming.price=1400',
      'trading.minAccountAgeDays=0',
      'trading.minCollectedSystems=1',
      'trading.freshSystemHoldHours=0',
    ];
    await changeGameConfig(db, (live) => assignConfig(live, relaxed), {
      source: 'config set',
      now: NOW,
      note: 'Before the move',
    });
    // A gift accepted (trades, their items, the holder history) and a block between societies.
    const [ada, grace] = held as [(typeof held)[0], (typeof held)[0]];
    const gift = await proposeTrade(
      db,
      ada.id,
      { to: 'grace', give: [ada.hash], get: [], giveCredits: 0, getCredits: 0, message: 'For you' },
      NOW,
    );
    await acceptTrade(db, grace.id, gift.id, NOW);
    await setSocietyBlock(db, grace.id, 'ada', true, NOW);
    // A finished growth (a v2 galaxy cannot grow, so its row is written as a v3 one leaves it).
    await db
      .insertInto('galaxy_growths')
      .values({
        from_size: 480,
        to_size: 500,
        next_index: 500,
        state: 'done',
        started_at: NOW.toISOString(),
        finished_at: NOW.toISOString(),
      })
      .execute();
    // One event of the live stream's change log, as a server without Redis logs it.
    await db
      .insertInto('live_events')
      .values({
        kind: 'discovery',
        audience: 'public',
        user_id: null,
        payload: JSON.stringify({ hash: ada.hash }),
        once_key: null,
        created_at: NOW.toISOString(),
      })
      .execute();
    // A collision the identity-key migration reported (only that migration writes one).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await (db as unknown as Kysely<any>)
      .insertInto('identity_collisions')
      .values({
        kind: 'email',
        identity_key: 'ada@example.com',
        user_id: 2,
        holder_id: 1,
        found_at: NOW.toISOString(),
      })
      .execute();
  });
}

describe.runIf(testDialect === 'postgres')('orrery migrate-to', () => {
  const dir = tempDir();
  let source: string;
  let target: Awaited<ReturnType<typeof cliDatabase>>;

  afterAll(() => target?.cleanup());
  beforeAll(async () => {
    source = await seededDatabase(dir, 'live.db', 'moving', 500);
    await playedGalaxy(source);
    target = await cliDatabase();
  });

  it('moves every row of every table, and every balance still equals its ledger', async () => {
    const { stdout } = runOk(['migrate-to', '--db', source, ...target.args, '--json']);
    const { tables } = json<{ tables: { table: string; rows: number }[] }>(stdout);
    await withDb(source, async (from) => {
      for (const { table, rows } of tables) {
        const expected = await rowsOf(from, table);
        // A table a later migration adds must be played into here too, or this proves nothing.
        expect(expected.length, `no rows in ${table}: fill it in playedGalaxy`).toBeGreaterThan(0);
        expect(rows, table).toBe(expected.length);
        expect(await rowsOf(target.db, table), table).toEqual(expected);
      }
    });
    expect(await listBalancesOffLedger(target.db)).toEqual([]);
  });

  it('lets the moved galaxy go on: the next player and ledger row get fresh ids', async () => {
    const user = await register(
      target.db,
      {
        username: 'linus',
        suffix: '',
        email: 'linus@example.com',
        password: 'correct horse battery',
      },
      NOW,
    );
    const granted = await grantCredits(target.db, user.id, 5, 'Hello', NOW);
    expect(granted.balance).toBe(5);
    expect(user.id).toBe(3);
  });

  it('refuses a database that holds players unless --force', async () => {
    const refused = runCli(['migrate-to', '--db', source, ...target.args]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /^orrery: postgres.+ already holds a galaxy or players; pass --force to replace everything in it\.\n$/,
    );
    const { stdout } = await runHereOk(['migrate-to', '--db', source, ...target.args, '--force']);
    expect(stdout).toMatch(/every balance equals its ledger\.\n$/);
    expect(await target.db.selectFrom('users').select('email').execute()).toHaveLength(2);
  });

  it('needs a PostgreSQL URL and an existing SQLite file', () => {
    expect(runCli(['migrate-to', '--db', source])).toMatchObject({
      status: 2,
      stderr: 'orrery: Name the PostgreSQL database with --database-url (or DATABASE_URL).\n',
    });
    const missing = join(dir, 'missing.db');
    expect(runCli(['migrate-to', '--db', missing, ...target.args]).stderr).toBe(
      `orrery: No database at ${missing}; create one with \`orrery seed --db ${missing}\`.\n`,
    );
  });
});
