import { updateGameConfig } from '@orrery/api/game/core';
import { DEFAULT_TRADING } from '@orrery/domain/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, type Player } from './support/players.js';
import { isEvent, openStream, type SseStream } from './support/sse-client.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { httpTransport, listen, type Send } from './support/transports.js';

// A trade's `trade` events over real HTTP: each party's stream hears it, nobody else's does.

let server: TestServer;
let baseUrl: string;
let send: Send;
const open: SseStream[] = [];

beforeAll(async () => {
  server = await startTestServer();
  // New accounts may trade here: the rules' age and collection minimums are not under test.
  await updateGameConfig(server.db, {
    trading: { ...DEFAULT_TRADING, minAccountAgeDays: 0, minCollectedSystems: 0 },
  });
  baseUrl = await listen(server.app);
  send = httpTransport(baseUrl);
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await server.close();
});

async function streamOf(player: Player) {
  const s = await openStream(baseUrl, '/api/v1/events', {
    authorization: `Bearer ${player.token}`,
  });
  open.push(s);
  return s;
}

describe('trade events on GET /api/v1/events', () => {
  it("reach the receiver's and sender's streams, never a third party's", async () => {
    const [sender, receiver, bystander] = [
      await newPlayer(send),
      await newPlayer(send),
      await newPlayer(send),
    ];
    const [senderStream, receiverStream, bystanderStream] = [
      await streamOf(sender),
      await streamOf(receiver),
      await streamOf(bystander),
    ];
    const sent = await send({
      method: 'POST',
      url: '/api/v1/trades',
      token: sender.token,
      body: { to: receiver.username, give: [], get: [], giveCredits: 5 },
    });
    expect(sent.status).toBe(201);
    const heard = JSON.parse((await receiverStream.next(isEvent('trade'))).data!);
    expect(heard).toMatchObject({
      id: sent.json().id,
      state: 'open',
      from: sender.username,
      to: receiver.username,
      you: 'to',
      give: { systems: 0, credits: 5 },
    });
    const own = JSON.parse((await senderStream.next(isEvent('trade'))).data!);
    expect(own).toMatchObject({ id: sent.json().id, you: 'from' });

    const declined = await send({
      method: 'POST',
      url: `/api/v1/trades/${sent.json().id}/decline`,
      token: receiver.token,
    });
    expect(declined.status).toBe(200);
    expect(JSON.parse((await senderStream.next(isEvent('trade'))).data!).state).toBe('declined');
    // Both events were delivered to the parties: the bystander would have heard them by now.
    await new Promise((r) => setTimeout(r, 200));
    expect(bystanderStream.events().map((f) => f.event)).not.toContain('trade');
    expect(bystanderStream.body).not.toContain(sender.username);
  });

  it('sends nothing for a refused offer', async () => {
    const sender = await newPlayer(send);
    const stream = await streamOf(sender);
    const refused = await send({
      method: 'POST',
      url: '/api/v1/trades',
      token: sender.token,
      body: { to: sender.username, give: [], get: [], giveCredits: 5 },
    });
    expect(refused.status).toBe(400);
    const ok = await send({
      method: 'POST',
      url: '/api/v1/trades',
      token: sender.token,
      body: { to: (await newPlayer(send)).username, give: [], get: [], giveCredits: 1 },
    });
    // The first trade event the sender hears is the offer that was made.
    const first = JSON.parse((await stream.next(isEvent('trade'))).data!);
    expect(first.id).toBe(ok.json().id);
  });
});
