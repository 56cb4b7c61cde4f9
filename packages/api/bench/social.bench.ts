// npm run bench (packages/api): leaderboards and public profiles at 1,000,000 systems and 100,000
// players (p50/p95 of the game service, on SQLite). The database is built once under the OS temp
// dir and reused.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, migrateToLatest, openDatabase, type Db } from '@orrery/db';
import { insertUser } from '@orrery/db/accounts';
import { insertDiscovery } from '@orrery/db/discoveries';
import { getGalaxy } from '@orrery/db/galaxy';
import { addDiscoveryToStats, replaceShowcase } from '@orrery/db/profiles';
import { NO_STREAK, streakAfterCollect } from '@orrery/domain';
import { GENERATOR_VERSION, seededRandom } from '@orrery/procgen';
import { weekStartOf } from '../src/game/core/index.js';
import { seedGalaxy } from '../src/game/operations/index.js';
import { getLeaderboards, getPublicProfile } from '../src/game/social/index.js';
import { toMilli } from '../src/game/achievements/player-stats.js';
import { measured, writeBenchResult, type Figures } from '../../../bench/results.js';

const SYSTEMS = 1_000_000;
const PLAYERS = 100_000;
const DAY_MS = 86_400_000;
const now = new Date('2026-03-04T12:00:00Z');
const dir = join(tmpdir(), 'orrery-bench');
mkdirSync(dir, { recursive: true });
const figures: Figures = {};

/**
 * 100,000 players holding about 600,000 systems between them (most a few, some dozens: a skewed
 * draw), found over the eight weeks before `now`; one in ten shows six cards.
 */
async function addPlayers(db: Db): Promise<void> {
  const next = seededRandom(15);
  const scores = new Map<number, number>(
    (await db.selectFrom('systems').select(['id', 'rarity_score']).execute()).map((r) => [
      r.id,
      r.rarity_score,
    ]),
  );
  // Systems are handed out in a shuffled order, so each has at most one discoverer.
  const order = Uint32Array.from({ length: SYSTEMS }, (_, i) => i);
  for (let i = SYSTEMS - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  let handed = 0;
  const batch = 2_000;
  for (let first = 0; first < PLAYERS; first += batch) {
    await db.transaction().execute(async (trx) => {
      for (let p = first; p < Math.min(first + batch, PLAYERS); p++) {
        const user = await insertUser(trx, {
          username: `Player ${p}`,
          email: `player${p}@example.org`,
          password_hash: '-',
          next_collection_at: null,
          created_at: new Date(now.getTime() - 60 * DAY_MS).toISOString(),
        });
        const held = 1 + Math.floor(30 * next() ** 4);
        const found = Array.from({ length: held }, () => ({
          id: order[handed++]!,
          at: new Date(now.getTime() - next() * 56 * DAY_MS),
        })).sort((a, b) => a.at.getTime() - b.at.getTime());
        // In time order, as collects happen: the figures end in the week of the latest find.
        let streak = NO_STREAK;
        for (const { id, at } of found) {
          streak = streakAfterCollect(streak, at, 'UTC').streak;
          await insertDiscovery(trx, {
            system_id: id,
            user_id: user.id,
            discovered_at: at.toISOString(),
          });
          await addDiscoveryToStats(trx, user.id, toMilli(scores.get(id)!), weekStartOf(at), {
            streak_days: streak.days,
            longest_streak: streak.longest,
            streak_counted_at: streak.countedAt,
            streak_zone: streak.zone,
          });
        }
        const ids = found.map((f) => f.id);
        if (p % 10 === 0) await replaceShowcase(trx, user.id, ids.slice(0, 6));
      }
    });
    if ((first + batch) % 20_000 === 0) console.log(`  players: ${first + batch}/${PLAYERS}`);
  }
}

async function socialGalaxy(): Promise<Db> {
  const path = join(dir, `social-1m-100k-v${GENERATOR_VERSION}.db`);
  if (existsSync(path)) {
    const db = openDatabase(path);
    await migrateToLatest(db);
    const ready = (await getGalaxy(db))?.status === 'ready';
    const players = await db
      .selectFrom('player_stats')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    if (ready && Number(players?.n) === PLAYERS) return db;
    await closeDatabase(db);
  }
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  const db = openDatabase(path);
  await migrateToLatest(db);
  console.log(`building ${path} (once) ...`);
  await seedGalaxy(db, { seed: 'bench-social', size: SYSTEMS }, now, {
    onProgress: (done, total) => {
      if (done % 200_000 === 0) console.log(`  seeding: ${done}/${total}`);
    },
  });
  await addPlayers(db);
  return db;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Wall and this process's CPU time per run: on a busy shared machine the CPU time is the steadier. */
async function time(label: string, runs: number, fn: (i: number) => Promise<unknown>) {
  await fn(0);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const used = process.cpuUsage();
    const start = performance.now();
    await fn(i);
    wall.push(performance.now() - start);
    const spent = process.cpuUsage(used);
    cpu.push((spent.user + spent.system) / 1000);
  }
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(
    `  ${label.padEnd(62)} wall p50 ${ms(percentile(wall, 50))} p95 ${ms(percentile(wall, 95))}` +
      ` | cpu p50 ${ms(percentile(cpu, 50))} p95 ${ms(percentile(cpu, 95))}  (${runs} runs)`,
  );
  figures[`${label}, wall p50`] = measured(percentile(wall, 50), 'ms');
  figures[`${label}, wall p95`] = measured(percentile(wall, 95), 'ms');
  figures[`${label}, CPU p95`] = measured(percentile(cpu, 95), 'ms');
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(`cpus ${cpus().length}, load average at start ${load()}`);
const db = await socialGalaxy();
const ids = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((r) => r.id);
const pick = seededRandom(99);
const someone = () => ids[Math.floor(pick() * ids.length)]!;
console.log(
  `\nleaderboards and profiles at ${SYSTEMS.toLocaleString('en')} systems, ` +
    `${PLAYERS.toLocaleString('en')} players (SQLite, game service):`,
);
await time('leaderboards, a visitor (4 boards, top 100 each)', 200, () =>
  getLeaderboards(db, null, now),
);
await time('leaderboards, a signed-in player (+ own rank on each)', 300, () =>
  getLeaderboards(db, someone(), now),
);
const bottom = await db
  .selectFrom('player_stats')
  .select('user_id')
  .where('systems', '=', 1)
  .where('week_start', '=', weekStartOf(now))
  .orderBy('rarity_milli')
  .executeTakeFirstOrThrow();
await time('leaderboards, a player ranked near the bottom of every board', 100, () =>
  getLeaderboards(db, bottom.user_id, now),
);
await time('public profile of a random player', 500, () =>
  getPublicProfile(db, `Player ${someone() - ids[0]!}`, null),
);
console.log(`load average at end ${load()}`);
await closeDatabase(db);
writeBenchResult('api-social', figures, { systems: SYSTEMS, players: PLAYERS });
