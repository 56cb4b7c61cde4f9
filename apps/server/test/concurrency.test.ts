import { updateGameConfig } from '@orrery/api/game/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPlayer } from './support/players.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { httpTransport, listen, type Send } from './support/transports.js';

// Over real sockets: many requests in flight at once against one server and one SQLite file.
let server: TestServer;
let send: Send;
let hashes: string[];

beforeAll(async () => {
  server = await startTestServer();
  send = httpTransport(await listen(server.app));
  hashes = (await send({ url: '/api/v1/solar/solarsystems/map' }))
    .json()
    .map((s: { hash: string }) => s.hash);
});
afterAll(() => server.close());

async function discoveriesOf(userId: number) {
  return server.db.selectFrom('discoveries').selectAll().where('user_id', '=', userId).execute();
}

async function ledgerOf(userId: number) {
  return server.db
    .selectFrom('ledger_transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
}

it('20 simultaneous collects by one player give exactly one 200', async () => {
  const player = await newPlayer(send);
  const responses = await Promise.all(
    Array.from({ length: 20 }, () =>
      send({ method: 'POST', url: '/api/v1/solar/collect/offer-1', token: player.token }),
    ),
  );
  const statuses = responses.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s !== 200).every((s) => s === 400)).toBe(true);
  for (const refused of responses.filter((r) => r.status !== 200)) {
    expect(refused.json().error).toMatch(/next collection/i);
  }
  expect(await discoveriesOf(player.id)).toHaveLength(1);
  const collected = (await ledgerOf(player.id)).filter((row) => row.reason === 'collection');
  expect(collected).toHaveLength(1);
  const winner = responses.find((r) => r.status === 200)!.json();
  expect((await send({ url: '/api/v1/transactions/balance', token: player.token })).json()).toEqual(
    {
      balance: winner.currency,
    },
  );
});

it('several players racing for one system: exactly one winner', async () => {
  // Naming the system takes a targeted scan (free here); the same transaction and locks decide.
  await updateGameConfig(server.db, { targetedScanCost: 0 });
  const players = await Promise.all(Array.from({ length: 6 }, () => newPlayer(send)));
  const hash = hashes[50]!;
  const responses = await Promise.all(
    players.map((p) =>
      send({ method: 'POST', url: `/api/v1/solar/collect/${hash}`, token: p.token }),
    ),
  );
  const winners = responses.flatMap((r, i) => (r.status === 200 ? [players[i]!] : []));
  expect(winners).toHaveLength(1);
  expect(responses.filter((r) => r.status === 409)).toHaveLength(players.length - 1);
  const full = (await send({ url: `/api/v1/solar/solarsystem/${hash}/full` })).json();
  expect(full.discoveredById).toBe(winners[0]!.id);
  const rows = await server.db
    .selectFrom('discoveries')
    .selectAll()
    .where(
      'system_id',
      '=',
      (
        await server.db
          .selectFrom('systems')
          .select('id')
          .where('hash', '=', hash)
          .executeTakeFirstOrThrow()
      ).id,
    )
    .execute();
  expect(rows).toHaveLength(1);
  for (const loser of players.filter((p) => p !== winners[0])) {
    expect(await ledgerOf(loser.id)).toHaveLength(0);
  }
  await updateGameConfig(server.db, { targetedScanCost: null });
});
