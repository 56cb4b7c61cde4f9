import { type Db } from '@orrery/db';
import { listUserIds } from '@orrery/db/accounts';
import { listUserSystems } from '@orrery/db/discoveries';
import { bucketsFromStats, findPlayerStats } from '@orrery/db/profiles';
import { localDay } from '@orrery/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeAccount, register } from '../accounts/index.js';
import { collectSystem } from '../collect/index.js';
import { GameError, weekStartOf } from '../core/index.js';
import { setTimeZone } from '../streaks/index.js';
import { getLeaderboards } from './index.js';
import {
  HOUR,
  newPlayer,
  placedGameDb,
  T0,
  OFFER_KEY,
  runsOnThisDatabase,
} from '../../../test/game/game-db.js';

type Step =
  | { kind: 'register' }
  | { kind: 'collect'; player: number; system: number }
  | { kind: 'delete'; player: number }
  | { kind: 'wait'; hours: number };

const player = fc.nat(5);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'register' as const }) },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('collect' as const), player, system: fc.nat(19) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), player }) },
  // Up to five days at a time: runs cross week boundaries.
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('wait' as const), hours: fc.nat(120) }) },
);

// Twenty systems close together (all in reach), scores with three decimals as procgen makes them.
const positions: [number, number, number][] = Array.from({ length: 20 }, (_, i) => [i * 100, 0, 0]);

/** Each player counts days in a zone of their own (set at registration, never changed here). */
const ZONES = ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kathmandu'];

/** The longest run of consecutive local days among `dates`, counted the slow way. */
function longestRun(dates: string[], zone: string): number {
  const days = new Set(dates.map((d) => localDay(new Date(d), zone)));
  let longest = 0;
  for (const d of days) {
    if (days.has(d - 1)) continue;
    let run = 1;
    while (days.has(d + run)) run++;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** Each player's figures, recounted from their discoveries the slow way. */
async function expectStatsMatchDiscoveries(db: Db, now: Date): Promise<void> {
  const week = weekStartOf(now);
  for (const id of await listUserIds(db)) {
    const held = await listUserSystems(db, id);
    const stats = await findPlayerStats(db, id);
    expect(stats?.systems ?? 0).toBe(held.length);
    expect(stats?.rarity_milli ?? 0).toBe(
      held.reduce((sum, s) => sum + Math.round(s.rarity_score * 1000), 0),
    );
    const thisWeek = held.filter((s) => weekStartOf(new Date(s.discovered_at)) === week).length;
    expect(stats?.week_start === week ? stats.week_discoveries : 0).toBe(thisWeek);
    const zone = (
      await db.selectFrom('users').select('time_zone').where('id', '=', id).execute()
    )[0]!.time_zone;
    expect(stats?.longest_streak ?? 0).toBe(
      longestRun(
        held.map((s) => s.discovered_at),
        zone,
      ),
    );
  }
  // The rank buckets are a histogram of the figures.
  const key = (r: { board: string; bucket: number }) => `${r.board} ${r.bucket}`;
  const sorted = <T extends { board: string; bucket: number }>(rows: T[]) =>
    [...rows].sort((a, b) => key(a).localeCompare(key(b)));
  expect(sorted(await db.selectFrom('leaderboard_buckets').selectAll().execute())).toEqual(
    sorted(await bucketsFromStats(db)),
  );
}

/** Each viewer's rank on each board is one more than the players with a greater value. */
async function expectRanksMatchBruteForce(db: Db, now: Date): Promise<void> {
  const all = await db.selectFrom('player_stats').selectAll().execute();
  const week = weekStartOf(now);
  const valueOn = {
    systems: (s: (typeof all)[number]) => s.systems,
    rarity: (s: (typeof all)[number]) => s.rarity_milli / 1000,
    week: (s: (typeof all)[number]) => (s.week_start === week ? s.week_discoveries : 0),
    streak: (s: (typeof all)[number]) => s.longest_streak,
  };
  for (const id of await listUserIds(db)) {
    const view = await getLeaderboards(db, id, now);
    const own = all.find((s) => s.user_id === id);
    for (const [board, value] of Object.entries(valueOn)) {
      const mine = own ? value(own) : 0;
      const expected = mine > 0 ? 1 + all.filter((s) => value(s) > mine).length : null;
      expect(view.boards.find((b) => b.id === board)!.viewer, board).toEqual({
        rank: expected,
        value: mine,
      });
    }
  }
}

describe('leaderboard figures under random play', () => {
  it('always equal a recount of the discoveries, and every board is ranked', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        const g = await placedGameDb(positions);
        try {
          // Scores with three decimals, as the generator rounds them.
          for (let id = 0; id < positions.length; id++) {
            await g.db
              .updateTable('systems')
              .set({ rarity_score: ((id * 7919) % 10000) / 1000 })
              .where('id', '=', id)
              .execute();
          }
          let now = T0;
          const ids: number[] = [];
          const join = async () => {
            const id = (await register(g.db, newPlayer(), now)).id;
            await setTimeZone(g.db, id, ZONES[id % ZONES.length]!);
            ids.push(id);
          };
          await join();
          const pick = (n: number) => ids[n % Math.max(ids.length, 1)] ?? -1;
          for (const s of steps) {
            try {
              if (s.kind === 'register') await join();
              if (s.kind === 'collect')
                await collectSystem(g.db, pick(s.player), `sys${s.system}`, now, OFFER_KEY);
              if (s.kind === 'delete') {
                const id = pick(s.player);
                await removeAccount(g.db, id);
                ids.splice(ids.indexOf(id), 1);
              }
              if (s.kind === 'wait') now = new Date(now.getTime() + s.hours * HOUR);
            } catch (error) {
              if (!(error instanceof GameError)) throw error;
            }
            await expectStatsMatchDiscoveries(g.db, now);
          }
          await expectRanksMatchBruteForce(g.db, now);
          for (const board of (await getLeaderboards(g.db, null, now)).boards) {
            const values = board.entries.map((e) => e.value);
            expect(values).toEqual([...values].sort((a, b) => b - a));
          }
        } finally {
          await g.cleanup();
        }
      }),
      { numRuns: runsOnThisDatabase(15) },
    );
  }, 120_000);
});
