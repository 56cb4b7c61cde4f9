// npm run bench (packages/api): seeding rate, guide search p95 at 1,000,000 systems, full system p95.
// The 1,000,000-system database is built once under the OS temp dir and reused.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, migrateToLatest, openDatabase, type Db } from '@orrery/db';
import { insertUser } from '@orrery/db/accounts';
import { insertDiscovery } from '@orrery/db/discoveries';
import { getGalaxy } from '@orrery/db/galaxy';
import { searchSystems, type SystemSearch } from '@orrery/db/search';
import { seedSystems } from '@orrery/db/seed';
import { type NewSystem } from '@orrery/db/systems';
import { GENERATOR_VERSION, outlinedSummaries } from '@orrery/procgen';
import { login, register } from '../src/game/accounts/index.js';
import { seedGalaxy, toSystemRow } from '../src/game/operations/index.js';
import { getFullSystem, searchGuide } from '../src/game/systems/index.js';
import { measured, within, writeBenchResult, type Figures } from '../../../bench/results.js';

const dir = join(tmpdir(), 'orrery-bench');
mkdirSync(dir, { recursive: true });
const now = new Date('2026-01-01T00:00:00Z');
const figures: Figures = {};

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

async function fresh(name: string): Promise<Db> {
  const path = join(dir, name);
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  const db = openDatabase(path);
  await migrateToLatest(db);
  return db;
}

/** Runs `work` once, printing wall and CPU seconds and the rate of each for `size` systems. */
async function seedRate(label: string, size: number, work: () => Promise<unknown>): Promise<void> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await work();
  const wall = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const rate = (seconds: number) => Math.round(size / seconds).toLocaleString('en');
  figures[`seed ${size.toLocaleString('en')} (${label}), wall`] = measured(
    size / wall,
    'systems/s',
  );
  console.log(
    `seed ${size.toLocaleString('en')} (${label}): wall ${wall.toFixed(2)} s = ${rate(wall)} systems/s` +
      ` | cpu ${cpuSeconds.toFixed(2)} s = ${rate(cpuSeconds)} systems/cpu-s`,
  );
}

async function benchSeeding(size: number): Promise<void> {
  const galaxy = { seed: 'bench', size, generatorVersion: GENERATOR_VERSION };
  // End to end: procgen summaries -> rows -> SQLite, indexes and search index included.
  let db = await fresh(`seed-${size}.db`);
  await seedRate('procgen + db', size, () => seedGalaxy(db, galaxy, now));
  await closeDatabase(db);
  // The database's share alone: the same rows generated beforehand.
  const rows: NewSystem[] = [...outlinedSummaries(galaxy)].map((o) =>
    toSystemRow(o.summary, o.outline),
  );
  db = await fresh(`seed-${size}.db`);
  await seedRate('db only', size, () =>
    seedSystems(db, { ...galaxy, config: '{}' }, (from) => rows.slice(from), { now }),
  );
  await closeDatabase(db);
  rmSync(join(dir, `seed-${size}.db`), { force: true });
}

/** The 1,000,000-system galaxy, with 5,000 systems discovered (so status filters mean something). */
async function millionGalaxy(): Promise<Db> {
  const path = join(dir, `galaxy-1m-v${GENERATOR_VERSION}.db`);
  if (existsSync(path)) {
    const db = openDatabase(path);
    await migrateToLatest(db);
    if ((await getGalaxy(db))?.status === 'ready') return db;
    await closeDatabase(db);
  }
  const db = await fresh(`galaxy-1m-v${GENERATOR_VERSION}.db`);
  await seedRate('procgen + db', 1_000_000, () =>
    seedGalaxy(db, { seed: 'bench-1m', size: 1_000_000 }, now, {
      onProgress: (done, total) => {
        if (done % 200_000 === 0) console.log(`  seeding 1,000,000: ${done}/${total}`);
      },
    }),
  );
  const user = await insertUser(db, {
    username: 'bench',
    email: 'bench@example.org',
    password_hash: '-',
    next_collection_at: null,
    created_at: now.toISOString(),
  });
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < 5000; i++) {
      const id = (i * 7919 * 31) % 1_000_000;
      await insertDiscovery(trx, {
        system_id: id,
        user_id: user.id,
        discovered_at: now.toISOString(),
      });
    }
  });
  return db;
}

interface Samples {
  /** Wall-clock ms. */
  wall: number[];
  /** This process's CPU ms (user + system): what the work costs without waiting for a core. */
  cpu: number[];
}

async function time(fn: () => Promise<unknown>, runs: number): Promise<Samples> {
  await fn(); // warm
  const samples: Samples = { wall: [], cpu: [] };
  for (let i = 0; i < runs; i++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    await fn();
    samples.wall.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    samples.cpu.push((used.user + used.system) / 1000);
  }
  return samples;
}

const summary = (s: Samples) =>
  `wall p50 ${ms(percentile(s.wall, 50))} p95 ${ms(percentile(s.wall, 95))} | ` +
  `cpu p50 ${ms(percentile(s.cpu, 50))} p95 ${ms(percentile(s.cpu, 95))}`;

async function benchSearch(db: Db): Promise<void> {
  const sample = await db
    .selectFrom('systems')
    .select(['name', 'hash'])
    .where('id', '=', 4242)
    .executeTakeFirstOrThrow();
  const texts: [string, string | undefined][] = [
    ['no text', undefined],
    ['1 char', sample.name.slice(0, 1)],
    ['2 chars', sample.name.slice(0, 2)],
    ['3 chars', sample.name.slice(1, 4)],
    ['name', sample.name],
    ['hash part', sample.hash.slice(2, 7)],
  ];
  const statuses = ['all', 'discovered', 'undiscovered'] as const;
  console.log('\nsearch at 1,000,000 systems (db.searchSystems, limit 16), 12 runs each:');
  let worst = { p95: 0, label: '' };
  const all: Samples = { wall: [], cpu: [] };
  const firstCalls: number[] = [];
  for (const [textLabel, search] of texts) {
    for (const minPlanets of [0, 5]) {
      for (const minStars of [1, 2]) {
        for (const status of statuses) {
          for (const where of ['first', 'last'] as const) {
            const base: SystemSearch = { search, minPlanets, minStars, status, limit: 16 };
            // The first call computes what the search remembers per galaxy; the runs reuse it.
            const start = performance.now();
            const pages = (await searchSystems(db, base)).totalPages;
            const first = performance.now() - start;
            firstCalls.push(first);
            const query = { ...base, page: where === 'first' ? 1 : Math.max(pages, 1) };
            const samples = await time(() => searchSystems(db, query), 12);
            all.wall.push(...samples.wall);
            all.cpu.push(...samples.cpu);
            const p95 = percentile(samples.wall, 95);
            const label = `${textLabel}, planets>=${minPlanets}, stars>=${minStars}, ${status}, ${where} page`;
            if (p95 > worst.p95) worst = { p95, label };
            console.log(`  ${label.padEnd(62)} ${summary(samples)} | first call ${ms(first)}`);
          }
        }
      }
    }
  }
  console.log(`search, all combinations: ${summary(all)}`);
  figures['search at 1,000,000, all combinations, wall p95'] = measured(
    percentile(all.wall, 95),
    'ms',
  );
  figures['search at 1,000,000, worst combination, wall p95'] = measured(worst.p95, 'ms');
  figures['search at 1,000,000, first call, wall p95'] = measured(percentile(firstCalls, 95), 'ms');
  console.log(`search, worst combination: wall p95 ${ms(worst.p95)} (${worst.label})`);
  console.log(
    `search, first call of each combination (its counts not yet remembered): wall p50 ` +
      `${ms(percentile(firstCalls, 50))} p95 ${ms(percentile(firstCalls, 95))} ` +
      `max ${ms(Math.max(...firstCalls))}`,
  );
  const guide = await time(() => searchGuide(db, { search: texts[3]![1], limit: 16 }), 50);
  console.log(`guide page as cards (search + 16 systems regenerated): ${summary(guide)}`);
  figures['guide page as cards, wall p95'] = measured(percentile(guide.wall, 95), 'ms');
}

async function benchFullSystem(db: Db): Promise<void> {
  const ids = Array.from({ length: 1000 }, (_, k) => k * 997);
  const hashes = (
    await db.selectFrom('systems').select('hash').where('id', 'in', ids).execute()
  ).map((r) => r.hash);
  let i = 0;
  const samples = await time(() => getFullSystem(db, hashes[i++ % hashes.length]!), 1000);
  console.log(`\nfull system (row + regenerate + overlay): ${summary(samples)}`);
  figures['full system, wall p95'] = measured(percentile(samples.wall, 95), 'ms');
}

/**
 * Login for a registered address and for an unknown one: the unknown one verifies against a dummy
 * hash, so both should cost one argon2 verification (goal: within a factor of 2).
 */
async function benchLogin(): Promise<void> {
  const db = await fresh('login.db');
  const email = 'known@example.org';
  const password = 'correct horse battery';
  await register(db, { username: 'Known', suffix: '', email, password }, now);
  const attempt = (address: string, guess: string) => () =>
    login(db, address, guess).catch(() => null);
  const known = await time(attempt(email, 'wrong password'), 40);
  const unknown = await time(attempt('nobody@example.org', 'wrong password'), 40);
  const success = await time(attempt(email, password), 40);
  console.log(`
login, known address, wrong password: ${summary(known)}`);
  console.log(`login, known address, right password: ${summary(success)}`);
  console.log(`login, unknown address: ${summary(unknown)}`);
  const ratio = percentile(unknown.wall, 50) / percentile(known.wall, 50);
  console.log(`login, unknown / known (wall p50): ${ratio.toFixed(2)} (goal: 0.5–2)`);
  figures['login, known address, wall p50'] = measured(percentile(known.wall, 50), 'ms');
  figures['login, unknown / known address, wall p50'] = within(ratio, 'ratio', 0.5, 2);
  await closeDatabase(db);
}

// Figures on a shared machine move with its load: print it beside them.
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(`cpus ${cpus().length}, load average at start ${load()}`);
await benchLogin();
await benchSeeding(100_000);
const big = await millionGalaxy();
await benchSearch(big);
await benchFullSystem(big);
await closeDatabase(big);
console.log(`load average at end ${load()}`);
writeBenchResult('api-game', figures, { systems: 1_000_000 });
