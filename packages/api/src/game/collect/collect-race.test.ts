import { closeDatabase, openDatabase, type Db } from '@orrery/db';
import { insertUser } from '@orrery/db/accounts';
import { insertDiscovery } from '@orrery/db/discoveries';
import { listBalancesOffLedger } from '@orrery/db/economy';
import { testDialect } from '@orrery/db/testing';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { GameError } from '../core/index.js';
import { getOffer, MAX_DRAWS_PER_COLLECT, OFFER_RACED } from '../offer/index.js';
import { collectSystem, NOTHING_TO_COLLECT } from './index.js';
import { keepReachIndex } from '../reach/reach-store.js';
import {
  OFFER_KEY,
  playerState,
  seededGameDb,
  T0,
  type GameDb,
} from '../../../test/game/game-db.js';

// Players collecting their offers at once from a galaxy with fewer systems than players: every
// collect ends, with a win or a refusal, and each system has one holder. On PostgreSQL a loser of
// a race waits for the winner's lock and draws again; on SQLite the collects take turns.

const games: GameDb[] = [];
afterEach(async () => {
  await Promise.all(games.splice(0).map((g) => g.cleanup()));
});

/** A galaxy of `size` systems, drawn from through the reach index (as a server draws) or in SQL. */
async function galaxy(size: number, draws: 'index' | 'sql'): Promise<GameDb> {
  const g = await seededGameDb(size, 'collect-race');
  games.push(g);
  if (draws === 'index') await keepReachIndex(g.db);
  return g;
}

let players = 0;
async function newPlayers(db: Db, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    players += 1;
    const user = await insertUser(db, {
      username: `racer ${players}`,
      email: `racer${players}@example.org`,
      password_hash: 'not used here',
      next_collection_at: null,
      created_at: T0.toISOString(),
    });
    ids.push(user.id);
  }
  return ids;
}

/** Each player asks for an offer, then all collect it at the same moment. */
async function race(db: Db, ids: number[]): Promise<PromiseSettledResult<unknown>[]> {
  const offers: string[] = [];
  for (const id of ids) offers.push((await getOffer(db, id, T0, OFFER_KEY)).id);
  return Promise.allSettled(ids.map((id, i) => collectSystem(db, id, offers[i]!, T0, OFFER_KEY)));
}

async function holders(db: Db): Promise<Map<number, number>> {
  const rows = await db.selectFrom('discoveries').select(['system_id', 'user_id']).execute();
  return new Map(rows.map((row) => [row.system_id, row.user_id]));
}

describe.each(['index', 'sql'] as const)(
  'players racing for fewer systems (draws: %s)',
  (draws) => {
    it('every collect ends: one win per system, the spec’s refusal for the rest', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 3 }),
          fc.integer({ min: 1, max: 5 }),
          async (systems, extra) => {
            const g = await galaxy(systems, draws);
            const ids = await newPlayers(g.db, systems + extra);
            const results = await race(g.db, ids);
            const won = results.filter((r) => r.status === 'fulfilled');
            expect(won).toHaveLength(systems);
            for (const lost of results.filter((r) => r.status === 'rejected')) {
              expect(lost.reason).toBeInstanceOf(GameError);
              expect(lost.reason).toMatchObject({
                code: 'RULE_VIOLATION',
                message: NOTHING_TO_COLLECT,
              });
            }
            // One holder per system (the discoveries' key), and each winner holds one.
            const held = await holders(g.db);
            expect(held.size).toBe(systems);
            expect(new Set(held.values()).size).toBe(systems);
            expect(await listBalancesOffLedger(g.db)).toEqual([]);
            await g.cleanup();
          },
        ),
        { numRuns: 6 },
      );
    }, 120_000);
  },
);

/**
 * Another player's collect of one system, on a connection of its own: it holds the system's lock
 * until `win` (it discovers the system and commits) or `withdraw` (it rolls back).
 */
interface Holder {
  pid: number;
  system: number;
  win(): Promise<void>;
  withdraw(): Promise<void>;
}

/** Holders not yet decided: a failed test withdraws them, so their connections close. */
const undecided = new Set<Holder>();

async function holdSystem(db: Db, system: number, userId: number): Promise<Holder> {
  let finish!: (win: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (finish = resolve));
  let ready!: (pid: number) => void;
  const locked = new Promise<number>((resolve) => (ready = resolve));
  const done = db
    .transaction()
    .execute(async (trx) => {
      const { pid } = await trx
        .selectNoFrom((eb) => eb.fn<number>('pg_backend_pid').as('pid'))
        .executeTakeFirstOrThrow();
      await trx.selectFrom('systems').select('id').where('id', '=', system).forUpdate().execute();
      ready(pid);
      if (!(await decided)) throw new Error('withdrawn');
      await insertDiscovery(trx, {
        system_id: system,
        user_id: userId,
        discovered_at: T0.toISOString(),
      });
    })
    .catch((error: unknown) => {
      if ((error as Error).message !== 'withdrawn') throw error;
    });
  const pid = await locked;
  const holder: Holder = {
    pid,
    system,
    win: () => (undecided.delete(holder), finish(true), done),
    withdraw: () => (undecided.delete(holder), finish(false), done),
  };
  undecided.add(holder);
  return holder;
}

/** The holder some transaction of this database waits for now, if any. */
async function awaitedHolder(db: Db, held: Holder[]): Promise<Holder | undefined> {
  const waiting = await db
    .withTables<{ pg_stat_activity: { pid: number; datname: string; wait_event_type: string } }>()
    .selectFrom('pg_stat_activity')
    .select((eb) => eb.fn<number[]>('pg_blocking_pids', ['pid']).as('blockers'))
    .where((eb) => eb('datname', '=', eb.fn<string>('current_database')))
    .where('wait_event_type', '=', 'Lock')
    .execute();
  const blockers = waiting.flatMap((row) => row.blockers);
  return held.find((h) => blockers.includes(h.pid));
}

/**
 * Until `collect` ends, lets each held system it waits for be won by its holder: the collect loses
 * that race. Answers the holders it lost to, in order.
 */
async function loseRaces(db: Db, held: Holder[], collect: Promise<unknown>): Promise<Holder[]> {
  let ended = false;
  const settled = collect.then(
    () => (ended = true),
    () => (ended = true),
  );
  const lost: Holder[] = [];
  while (!ended) {
    const holder = await awaitedHolder(db, held);
    if (holder) {
      await holder.win();
      lost.push(holder);
      held.splice(held.indexOf(holder), 1);
    } else {
      // Not waiting yet: look again shortly, or as soon as the collect ends.
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 20))]);
    }
  }
  return lost;
}

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'won',
    (error: unknown) => error,
  );

describe.runIf(testDialect === 'postgres')('a collect that loses races', () => {
  let others: Db | undefined;
  afterEach(async () => {
    await Promise.allSettled([...undecided].map((holder) => holder.withdraw()));
    if (others) await closeDatabase(others);
    others = undefined;
  });

  /** A handle with a connection for each holder, besides the game's. */
  const holdersHandle = (g: GameDb) => (others = openDatabase(g.target, { poolSize: 16 }));

  it.each(['index', 'sql'] as const)(
    'draws again from what the winner left: nothing left, it hears the spec’s refusal (draws: %s)',
    async (draws) => {
      const g = await galaxy(1, draws);
      const [player, rival] = await newPlayers(g.db, 2);
      expect((await getOffer(g.db, player!, T0, OFFER_KEY)).drawn).toBe(true);
      const holder = await holdSystem(holdersHandle(g), 0, rival!);
      const before = await playerState(g.db);
      const collect = collectSystem(g.db, player!, 'offer-1', T0, OFFER_KEY);
      const lost = await loseRaces(g.db, [holder], collect);
      const error = await outcome(collect);
      expect(error).toMatchObject({ code: 'RULE_VIOLATION', message: NOTHING_TO_COLLECT });
      expect(lost.map((h) => h.system)).toEqual([0]);
      const after = (await playerState(g.db)) as { discoveries: unknown[] };
      expect(after.discoveries).toHaveLength(1);
      expect({ ...after, discoveries: [] }).toEqual({ ...(before as object), discoveries: [] });
    },
    60_000,
  );

  it.each(['index', 'sql'] as const)(
    `after ${MAX_DRAWS_PER_COLLECT} lost races answers 409, changes nothing, and may collect again (draws: %s)`,
    async (draws) => {
      const systems = MAX_DRAWS_PER_COLLECT + 1;
      const g = await galaxy(systems, draws);
      const [player, rival] = await newPlayers(g.db, 2);
      expect((await getOffer(g.db, player!, T0, OFFER_KEY)).drawn).toBe(true);
      const handle = holdersHandle(g);
      const held: Holder[] = [];
      for (let system = 0; system < systems; system++) {
        held.push(await holdSystem(handle, system, rival!));
      }
      const offers = () => g.db.selectFrom('collect_offers').selectAll().execute();
      const [stateBefore, offersBefore] = [await playerState(g.db), await offers()];
      const collect = collectSystem(g.db, player!, 'offer-1', T0, OFFER_KEY);
      const lost = await loseRaces(g.db, held, collect);
      expect(await outcome(collect)).toMatchObject({ code: 'CONFLICT', message: OFFER_RACED });
      // Each draw after a loss counted without the systems lost before.
      expect(new Set(lost.map((h) => h.system)).size).toBe(MAX_DRAWS_PER_COLLECT);
      // Nothing of the player's changed: the rival's discoveries are all that is new.
      expect(await offers()).toEqual(offersBefore);
      const after = (await playerState(g.db)) as { discoveries: { user_id: number }[] };
      expect(after.discoveries.every((d) => d.user_id === rival)).toBe(true);
      expect({ ...after, discoveries: [] }).toEqual({
        ...(stateBefore as object),
        discoveries: [],
      });

      const [last] = held;
      await last!.withdraw();
      const result = await collectSystem(g.db, player!, 'offer-1', T0, OFFER_KEY);
      expect(result.system.hash).toBe(
        (
          await g.db
            .selectFrom('systems')
            .select('hash')
            .where('id', '=', last!.system)
            .executeTakeFirstOrThrow()
        ).hash,
      );
      expect(await listBalancesOffLedger(g.db)).toEqual([]);
    },
    90_000,
  );
});
