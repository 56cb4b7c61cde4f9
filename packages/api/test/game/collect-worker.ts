// A separate OS process with its own database connections, for the concurrency test.
// argv: <db path or postgres:// URL> <json job>; prints one JSON line of outcomes.
import { closeDatabase, openDatabase } from '@orrery/db';
import { collectSystem } from '../../src/game/collect/index.js';
import { GameError } from '../../src/game/core/index.js';
import { grantCredits } from '../../src/game/ledger/index.js';
import { offerKeyOf } from '../../src/game/offer/index.js';

const OFFER_KEY = offerKeyOf(new TextEncoder().encode('game tests'));

interface Job {
  /** [playerId, hash] pairs to collect, in order. */
  collects: [number, string][];
  /** Player to grant 1 credit to, `grants` times. */
  grantTo: number;
  grants: number;
  now: string;
  /** Epoch ms at which both processes start, so that their transactions overlap. */
  startAt: number;
}

const [path, jobText] = process.argv.slice(2);
const job = JSON.parse(jobText!) as Job;
const db = openDatabase(path!, { busyTimeoutMs: 20_000, poolSize: 4 });
const now = new Date(job.now);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, job.startAt - Date.now())));
const outcomes: string[] = [];
const attempt = async (action: () => Promise<unknown>) => {
  try {
    await action();
    outcomes.push('ok');
  } catch (error) {
    outcomes.push(error instanceof GameError ? error.code : `ERROR ${String(error)}`);
  }
};
// Eight actions in flight at a time: on PostgreSQL they run over the pooled connections in
// parallel (and race the other process's); SQLite's one connection per process takes them in
// turn. (All at once would queue hundreds on a pool of four, past its wait for a connection.)
const actions: (() => Promise<void>)[] = [];
for (let i = 0; i < Math.max(job.collects.length, job.grants); i++) {
  const collect = job.collects[i];
  if (collect)
    actions.push(() => attempt(() => collectSystem(db, collect[0], collect[1], now, OFFER_KEY)));
  if (i < job.grants) {
    actions.push(() => attempt(() => grantCredits(db, job.grantTo, 1, `grant ${i}`, now)));
  }
}
let next = 0;
const lane = async () => {
  while (next < actions.length) await actions[next++]!();
};
await Promise.all(Array.from({ length: 8 }, lane));
await closeDatabase(db);
process.stdout.write(`${JSON.stringify(outcomes)}\n`);
