import { register } from '@orrery/api/game/accounts';
import { collectSystem, findCollectableSystem } from '@orrery/api/game/collect';
import { grantCredits } from '@orrery/api/game/ledger';
import { offerKeyOf } from '@orrery/api/game/offer';
import { acceptTrade, proposeTrade, type Proposal } from '@orrery/api/game/trades';
import { changeGameConfig } from '@orrery/api/game/tuning';
import { listBalancesOffLedger } from '@orrery/db/economy';
import { testDialect } from '@orrery/db/testing';
import { assignConfig } from '@orrery/domain/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, NOW } from '../fixtures.js';
import { runHere, runHereOk } from '../in-process.js';
import { runCli } from '../run-cli.js';
import { cliDatabase } from './cli-database.js';

// The operator's trade commands on the project's database: SQLite under cli, PostgreSQL under
// cli-pg. A reversal runs through the binary, which queues the mail both sides get.
const OFFER_KEY = offerKeyOf(new TextEncoder().encode('trade commands'));
let database: Awaited<ReturnType<typeof cliDatabase>>;
const on = (...args: string[]) => [...args, ...database.args];
const players: Record<string, { id: number; hash: string }> = {};
let swap: number;
let passedOn: number;
let open: number;

const terms = (to: string, given: Partial<Proposal>): Proposal => ({
  to,
  give: [],
  get: [],
  giveCredits: 0,
  getCredits: 0,
  message: '',
  ...given,
});

afterAll(() => database?.cleanup());
beforeAll(async () => {
  database = await cliDatabase();
  const { db } = database;
  expect((await runHere(on('seed', '--seed', 'trades', '--size', '200'))).status).toBe(0);
  await changeGameConfig(
    db,
    (live) =>
      assignConfig(live, [
        'trading.minAccountAgeDays=0',
        'trading.minCollectedSystems=1',
        'trading.freshSystemHoldHours=0',
      ]),
    { source: 'config set', now: NOW, note: 'trade at once' },
  );
  for (const name of ['ada', 'grace', 'hal']) {
    const user = await register(
      db,
      {
        username: name,
        suffix: '',
        email: `${name}@example.com`,
        password: 'correct horse battery',
      },
      NOW,
    );
    const hash = await findCollectableSystem(db, user.id, NOW, OFFER_KEY);
    await collectSystem(db, user.id, hash, NOW, OFFER_KEY);
    await grantCredits(db, user.id, 100, 'trade funds', NOW);
    players[name] = { id: user.id, hash };
  }
  const { ada, grace, hal } = players as Record<string, { id: number; hash: string }>;
  // Ada swaps her system for Grace's 30 Ϟ; Hal gives his to Grace, who passes it on to Ada.
  swap = (
    await proposeTrade(db, ada!.id, terms('grace', { give: [ada!.hash], getCredits: 30 }), NOW)
  ).id;
  await acceptTrade(db, grace!.id, swap, NOW);
  passedOn = (await proposeTrade(db, hal!.id, terms('grace', { give: [hal!.hash] }), NOW)).id;
  await acceptTrade(db, grace!.id, passedOn, NOW);
  const onward = await proposeTrade(db, grace!.id, terms('ada', { give: [hal!.hash] }), NOW);
  await acceptTrade(db, ada!.id, onward.id, NOW);
  // Open until the offer's lifetime runs out: the commands read the time as it is.
  const sent = await proposeTrade(
    db,
    hal!.id,
    terms('ada', { giveCredits: 5, message: 'Hi' }),
    new Date(),
  );
  open = sent.id;
});

describe(`orrery trades on ${testDialect}`, () => {
  it('lists every trade or one society’s, newest first, and shows one', async () => {
    const all = json<{ id: number; state: string }[]>(
      (await runHereOk(on('trades', 'list', '--json'))).stdout,
    );
    expect(all.map((t) => t.id)).toEqual([open, open - 1, passedOn, swap]);
    const hal = json<{ id: number; from: string }[]>(
      (await runHereOk(on('trades', 'list', '--society', 'hal', '--json'))).stdout,
    );
    expect(hal.map((t) => [t.id, t.from])).toEqual([
      [open, 'hal'],
      [passedOn, 'hal'],
    ]);
    const text = (await runHereOk(on('trades', 'list', '--society', 'hal'))).stdout;
    expect(text.split('\n')[0]).toBe(`#${open}  open       hal → ada  gives 5 Ϟ; gets nothing`);
    const shown = (await runHereOk(on('trades', 'show', String(open)))).stdout;
    expect(shown).toContain('message: Hi\n');
    expect(
      json((await runHereOk(on('trades', 'show', String(swap), '--json'))).stdout),
    ).toMatchObject({ id: swap, from: 'ada', to: 'grace', getCredits: 30, state: 'accepted' });
  });

  it('refuses an unknown society, trade or id, in one line', async () => {
    for (const [args, error] of [
      [['list', '--society', 'nobody'], 'No society has this name.'],
      [['show', '99999'], 'Trade not found.'],
      [['show', 'abc'], 'Not a trade id: abc.'],
      [['reverse', 'abc', '--reason', 'x'], 'Not a trade id: abc.'],
    ] as const) {
      const result = await runHere(on('trades', ...args));
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(error);
    }
  });

  it('reverses an accepted trade, ledgered and mailed; refuses, saying what moved', async () => {
    const { db } = database;
    const moved = runCli(on('trades', 'reverse', String(passedOn), '--reason', 'stolen account'));
    expect(moved.status).toBe(1);
    expect(moved.stderr).toContain('is no longer held by grace');
    const done = runCli(on('trades', 'reverse', String(swap), '--reason', 'stolen account'));
    expect(done.stderr).toBe('');
    expect(done.stdout).toBe(
      `Reversed trade ${swap}: its systems and Ϟ went back; both sides are mailed.\n`,
    );
    const held = await db
      .selectFrom('discoveries as d')
      .innerJoin('systems as s', 's.id', 'd.system_id')
      .select('d.holder_id')
      .where('s.hash', '=', players.ada!.hash)
      .executeTakeFirstOrThrow();
    expect(held.holder_id).toBe(players.ada!.id);
    const reversal = await db
      .selectFrom('ledger_transactions')
      .select(['user_id', 'amount'])
      .where('reason', '=', 'trade-reversal')
      .orderBy('user_id')
      .execute();
    expect(reversal).toEqual([
      { user_id: players.ada!.id, amount: -30 },
      { user_id: players.grace!.id, amount: 30 },
    ]);
    expect(await listBalancesOffLedger(db)).toEqual([]);
    const mail = await db
      .selectFrom('mail_outbox')
      .select(['user_id', 'payload'])
      .where('kind', '=', 'trades')
      .execute();
    const reversedTo = mail
      .filter((m) => JSON.parse(m.payload!).event === 'reversed')
      .map((m) => m.user_id);
    expect(reversedTo.sort()).toEqual([players.ada!.id, players.grace!.id].sort());
    const again = runCli(on('trades', 'reverse', String(swap), '--reason', 'twice'));
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('the trade is void, not accepted');
  });
});
