import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { insertUser } from '@orrery/db/accounts';
import { ledgerSum } from '@orrery/db/economy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedGameDb, T0, type GameDb } from '../../../test/game/game-db.js';

const run = promisify(execFile);
const worker = fileURLToPath(new URL('../../../test/game/collect-worker.ts', import.meta.url));

/** Runs a worker process (TypeScript through tsx, workspace packages from source). */
async function spawnWorker(path: string, job: object): Promise<string[]> {
  const { stdout } = await run(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', worker, path, JSON.stringify(job)],
    { timeout: 90_000 },
  );
  return JSON.parse(stdout.trim().split('\n').pop()!) as string[];
}

const SYSTEMS = 40;
const PLAYERS = 30;
let g: GameDb;
const players: number[] = [];

beforeAll(async () => {
  // A tight cluster: every system is in reach of every other.
  g = await placedGameDb(Array.from({ length: SYSTEMS }, (_, i) => [i * 10, 0, 0]));
  for (let i = 0; i < PLAYERS; i++) {
    const user = await insertUser(g.db, {
      username: `racer ${i}`,
      email: `racer${i}@example.org`,
      password_hash: 'not used here',
      next_collection_at: null,
      created_at: T0.toISOString(),
    });
    players.push(user.id);
  }
});
afterAll(async () => g.cleanup());

describe('two processes on one database file', () => {
  it('collect exactly once per player and per system, and lose no ledger rows', async () => {
    // Players 0–9: the same player collects a different system in each process.
    // Players 10–29: two players (one per process) race for the same system.
    const samePlayer = players.slice(0, 10);
    const racers = players.slice(10);
    // Both start together, a while after spawning (loading TypeScript takes a moment).
    const startAt = Date.now() + 4000;
    const jobA = {
      collects: [
        ...samePlayer.map((p, i): [number, string] => [p, `sys${i}`]),
        ...racers.slice(0, 10).map((p, i): [number, string] => [p, `sys${20 + i}`]),
      ],
      grantTo: players[0]!,
      grants: 150,
      now: T0.toISOString(),
      startAt,
    };
    const jobB = {
      collects: [
        ...samePlayer.map((p, i): [number, string] => [p, `sys${10 + i}`]),
        ...racers.slice(10).map((p, i): [number, string] => [p, `sys${20 + i}`]),
      ],
      grantTo: players[0]!,
      grants: 150,
      now: T0.toISOString(),
      startAt,
    };
    const [a, b] = await Promise.all([spawnWorker(g.target, jobA), spawnWorker(g.target, jobB)]);
    const outcomes = [...a, ...b];
    expect(outcomes.filter((o) => o.startsWith('ERROR'))).toEqual([]);

    const discoveries = await g.db.selectFrom('discoveries').selectAll().execute();
    const byPlayer = new Map<number, number>();
    for (const d of discoveries) byPlayer.set(d.user_id, (byPlayer.get(d.user_id) ?? 0) + 1);
    for (const p of samePlayer) expect(byPlayer.get(p)).toBe(1);
    const raced = discoveries.filter((d) => racers.includes(d.user_id));
    expect(raced.map((d) => d.system_id).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 10 }, (_, i) => 20 + i),
    );
    // 10 same-player pairs and 10 races: 20 wins and 20 refusals.
    expect(outcomes.filter((o) => o === 'ok').length).toBe(20 + 300);
    expect(outcomes.filter((o) => o === 'RULE_VIOLATION').length).toBe(10);
    expect(outcomes.filter((o) => o === 'CONFLICT').length).toBe(10);

    const grants = await g.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('reason', '=', 'grant')
      .executeTakeFirstOrThrow();
    expect(grants.n).toBe(300);
    for (const p of players) {
      const user = await g.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', p)
        .executeTakeFirstOrThrow();
      expect(user.currency).toBe(await ledgerSum(g.db, p));
    }
  }, 120_000);
});
