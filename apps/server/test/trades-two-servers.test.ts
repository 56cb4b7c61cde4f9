import { updateGameConfig } from '@orrery/api/game/core';
import { grantCredits } from '@orrery/api/game/ledger';
import { closeDatabase, type Db } from '@orrery/db';
import { listBalancesOffLedger } from '@orrery/db/economy';
import { DEFAULT_TRADING } from '@orrery/domain/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, type Player } from './support/players.js';
import { secondServer, startTestServer, type TestServer } from './support/test-server.js';
import { httpTransport, listen, type Send } from './support/transports.js';

// Two servers on one database (on PostgreSQL truly at once; on SQLite, two connections to one
// file, taking turns), answering the same trades over HTTP: each race has one outcome.

let a: TestServer;
let b: FastifyInstance;
let bDb: Db;
let sends: [Send, Send];

beforeAll(async () => {
  a = await startTestServer();
  await updateGameConfig(a.db, {
    trading: {
      ...DEFAULT_TRADING,
      minAccountAgeDays: 0,
      minCollectedSystems: 0,
      freshSystemHoldHours: 0,
    },
  });
  ({ app: b, db: bDb } = await secondServer(a));
  sends = [httpTransport(await listen(a.app)), httpTransport(await listen(b))];
});
afterAll(async () => {
  await b?.close();
  await closeDatabase(bDb);
  await a?.close();
});

/** A new society holding one freshly collected system, and 1,000 Ϟ more. */
async function holder(): Promise<Player & { hash: string }> {
  const [send] = sends;
  const player = await newPlayer(send);
  const offer = (await send({ url: '/api/v1/solar/collection/offer', token: player.token })).json();
  const done = await send({
    method: 'POST',
    url: `/api/v1/solar/collect/${offer.id}`,
    token: player.token,
  });
  await grantCredits(a.db, player.id, 1000, 'two servers', new Date());
  return { ...player, hash: done.json().system.hash };
}

const propose = (from: Player, body: Record<string, unknown>) =>
  sends[0]({ method: 'POST', url: '/api/v1/trades', token: from.token, body });

/** `player` answers trade `id` through server `on` (0 or 1). */
const answer = (on: 0 | 1, player: Player, id: number, action: string) =>
  sends[on]({ method: 'POST', url: `/api/v1/trades/${id}/${action}`, token: player.token });

async function holderOf(hash: string): Promise<number | null> {
  const row = await a.db
    .selectFrom('discoveries as d')
    .innerJoin('systems as s', 's.id', 'd.system_id')
    .select('d.holder_id')
    .where('s.hash', '=', hash)
    .executeTakeFirstOrThrow();
  return row.holder_id;
}

describe('trades answered through two servers at once', () => {
  it('two offers giving one system, accepted through A and B: one 200, one 409 and void', async () => {
    const vega = await holder();
    const [altair, deneb] = [await newPlayer(sends[0]), await newPlayer(sends[0])];
    const one = (await propose(vega, { to: altair.username, give: [vega.hash] })).json();
    const two = (await propose(vega, { to: deneb.username, give: [vega.hash] })).json();
    const [viaA, viaB] = await Promise.all([
      answer(0, altair, one.id, 'accept'),
      answer(1, deneb, two.id, 'accept'),
    ]);
    expect([viaA.status, viaB.status].sort()).toEqual([200, 409]);
    const [won, lost] = viaA.status === 200 ? [altair, two] : [deneb, one];
    expect((viaA.status === 409 ? viaA : viaB).json()).toEqual({
      error: 'No longer possible: a system in it changed hands',
    });
    expect(await holderOf(vega.hash)).toBe(won.id);
    const loser = await sends[1]({ url: `/api/v1/trades/${lost.id}`, token: vega.token });
    expect(loser.json().state).toBe('void');
  });

  it('an accept double-clicked through both servers pays once; accept against cancel, one outcome', async () => {
    const [vega, altair] = [await holder(), await holder()];
    const sent = (
      await propose(vega, { to: altair.username, give: [vega.hash], getCredits: 30 })
    ).json();
    const clicks = await Promise.all([
      answer(0, altair, sent.id, 'accept'),
      answer(1, altair, sent.id, 'accept'),
    ]);
    expect(clicks.map((c) => c.status)).toEqual([200, 200]);
    expect(clicks.map((c) => c.json().state)).toEqual(['accepted', 'accepted']);
    const paid = await a.db
      .selectFrom('ledger_transactions')
      .select(['user_id', 'amount'])
      .where('reason', 'in', ['trade-in', 'trade-out'])
      .where('user_id', 'in', [vega.id, altair.id])
      .orderBy('user_id')
      .execute();
    expect(paid).toEqual([
      { user_id: vega.id, amount: 30 },
      { user_id: altair.id, amount: -30 },
    ]);

    const back = (await propose(altair, { to: vega.username, give: [vega.hash] })).json();
    const [accepted, cancelled] = await Promise.all([
      answer(0, vega, back.id, 'accept'),
      answer(1, altair, back.id, 'cancel'),
    ]);
    expect([accepted.status, cancelled.status].sort()).toEqual([200, 409]);
    const state = (await sends[0]({ url: `/api/v1/trades/${back.id}`, token: vega.token })).json()
      .state;
    expect(state).toBe(accepted.status === 200 ? 'accepted' : 'cancelled');
    expect(await holderOf(vega.hash)).toBe(state === 'accepted' ? vega.id : altair.id);
    expect(await listBalancesOffLedger(a.db)).toEqual([]);
  });
});
