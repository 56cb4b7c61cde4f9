import { updateGameConfig } from '@orrery/api/game/core';
import { DEFAULT_TRADING } from '@orrery/domain/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TradeExpiry } from '../src/workers/trade-expiry.js';
import { newPlayer, type Player } from './support/players.js';
import { isEvent, openStream } from './support/sse-client.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { httpTransport, listen, type Send } from './support/transports.js';

// Over real HTTP: the trading rules a client reads, a block's state, and the expiry sweep's
// effects (the offer reads expired, both parties hear it).

let server: TestServer;
let baseUrl: string;
let send: Send;

beforeAll(async () => {
  server = await startTestServer();
  await updateGameConfig(server.db, {
    trading: {
      ...DEFAULT_TRADING,
      minAccountAgeDays: 0,
      minCollectedSystems: 0,
      offerLifetimeHours: 2,
    },
  });
  baseUrl = await listen(server.app);
  send = httpTransport(baseUrl);
});
afterAll(() => server.close());

const propose = (from: Player, to: Player) =>
  send({
    method: 'POST',
    url: '/api/v1/trades',
    token: from.token,
    body: { to: to.username, give: [], get: [], giveCredits: 1 },
  });

describe('GET /api/v1/trades/rules', () => {
  it('answers the galaxy’s trading rules to anyone', async () => {
    const reply = await send({ url: '/api/v1/trades/rules' });
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({
      ...DEFAULT_TRADING,
      minAccountAgeDays: 0,
      minCollectedSystems: 0,
      offerLifetimeHours: 2,
    });
  });
});

describe('/api/v1/societies/{name}/block', () => {
  it('says whether a block holds either way, and a block voids the offers between the two', async () => {
    const [a, b] = [await newPlayer(send), await newPlayer(send)];
    const sent = await propose(a, b);
    expect(sent.status).toBe(201);
    const url = (who: Player) => `/api/v1/societies/${encodeURIComponent(who.username)}/block`;
    expect((await send({ url: url(a), token: b.token })).json()).toEqual({
      society: a.username,
      blocked: false,
      blockedYou: false,
    });
    expect((await send({ method: 'POST', url: url(a), token: b.token })).status).toBe(200);
    expect((await send({ url: url(b), token: a.token })).json()).toMatchObject({
      blocked: false,
      blockedYou: true,
    });
    const trade = await send({ url: `/api/v1/trades/${sent.json().id}`, token: a.token });
    expect(trade.json()).toMatchObject({ state: 'void' });
    const refused = await propose(a, b);
    expect(refused.status).toBe(403);
    expect(refused.json()).toEqual({ error: 'This society does not accept offers from you' });
    expect((await send({ url: url(a) })).status).toBe(401);
    const unknown = await send({ url: '/api/v1/societies/nobody-here/block', token: a.token });
    expect(unknown.status).toBe(404);
  });
});

describe('the expiry sweep', () => {
  it('closes an offer past its time, and both parties hear it', async () => {
    const [a, b] = [await newPlayer(send), await newPlayer(send)];
    const stream = await openStream(baseUrl, '/api/v1/events', {
      authorization: `Bearer ${b.token}`,
    });
    try {
      const sent = await propose(a, b);
      const id = sent.json().id as number;
      expect(JSON.parse((await stream.next(isEvent('trade'))).data!).state).toBe('open');
      const sweeper = new TradeExpiry({ db: server.db, log: server.app.log });
      const expiresAt = new Date(sent.json().expiresAt as string);
      expect(await sweeper.round(new Date(expiresAt.getTime() - 1))).toBe(0);
      expect(await sweeper.round(expiresAt)).toBeGreaterThanOrEqual(1);
      const heard = JSON.parse((await stream.next(isEvent('trade'))).data!);
      expect(heard).toMatchObject({ id, state: 'expired', you: 'to' });
      const row = await server.db
        .selectFrom('trades')
        .select(['state', 'closed_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ state: 'expired', closed_at: expiresAt.toISOString() });
    } finally {
      stream.close();
    }
  });
});
