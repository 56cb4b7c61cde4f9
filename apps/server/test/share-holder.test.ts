import { updateGameConfig } from '@orrery/api/game/core';
import { DEFAULT_TRADING } from '@orrery/domain/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, type Player } from './support/players.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { httpTransport, listen, type Send } from './support/transports.js';

// A traded system's share page and public system page name its holder by the holder's privacy:
// a public holder is named beside the discoverer, a private one never (docs/game-rules.md,
// "Trading").

let server: TestServer;
let send: Send;
let discoverer: Player;
let holder: Player;
let hash: string;

const HOLDER = 'Hidden Harbour';
const DISCOVERER = 'Open Orchard';

const setPrivate = async (player: Player, value: boolean) => {
  const saved = await send({
    method: 'PUT',
    url: '/api/v1/user/profile',
    token: player.token,
    body: { private: value },
  });
  expect(saved.status, saved.text).toBe(200);
};

beforeAll(async () => {
  server = await startTestServer();
  await updateGameConfig(server.db, {
    trading: {
      ...DEFAULT_TRADING,
      minAccountAgeDays: 0,
      minCollectedSystems: 0,
      freshSystemHoldHours: 0,
    },
  });
  send = httpTransport(await listen(server.app));
  discoverer = await newPlayer(send, DISCOVERER);
  holder = await newPlayer(send, HOLDER);
  const offer = (
    await send({ url: '/api/v1/solar/collection/offer', token: discoverer.token })
  ).json();
  const collected = await send({
    method: 'POST',
    url: `/api/v1/solar/collect/${offer.id}`,
    token: discoverer.token,
  });
  expect(collected.status, collected.text).toBe(200);
  hash = collected.json().system.hash;
  const gift = await send({
    method: 'POST',
    url: '/api/v1/trades',
    token: discoverer.token,
    body: { to: HOLDER, give: [hash], get: [] },
  });
  expect(gift.status, gift.text).toBe(201);
  const accepted = await send({
    method: 'POST',
    url: `/api/v1/trades/${gift.json().id}/accept`,
    token: holder.token,
  });
  expect(accepted.status, accepted.text).toBe(200);
});
afterAll(() => server.close());

const sharePage = async () => (await send({ url: `/share/solar/${hash}` })).text;
const fullSystem = async () =>
  (await send({ url: `/api/v1/solar/solarsystem/${hash}/full` })).json();

describe('a traded system’s public pages', () => {
  it('name a public holder beside the discoverer', async () => {
    expect(await sharePage()).toContain(`discovered by ${DISCOVERER}, held by ${HOLDER}.`);
    expect(await fullSystem()).toMatchObject({
      discoverer: { username: DISCOVERER },
      heldBy: { username: HOLDER },
      holders: [{ username: HOLDER }],
    });
  });

  it('never name a private holder, on the page, its image or the system', async () => {
    const before = await sharePage();
    await setPrivate(holder, true);
    const page = await sharePage();
    expect(page).toContain(`discovered by ${DISCOVERER}, held by a private society.`);
    expect(page).not.toContain(HOLDER);
    // The image draws the holder too: its version moved with it.
    const version = (html: string) => /card\.png\?v=([\w-]+)/.exec(html)?.[1];
    expect(version(page)).not.toBe(version(before));
    const image = await server.app.inject({ url: `/share/solar/${hash}/card.png` });
    expect(image.statusCode).toBe(200);
    const full = await fullSystem();
    expect(JSON.stringify(full)).not.toContain(HOLDER);
    expect(full).toMatchObject({ heldBy: { username: null }, holders: [{ username: null }] });
    await setPrivate(holder, false);
    expect(await sharePage()).toContain(`held by ${HOLDER}.`);
  });

  it('follow the discoverer’s privacy for the discoverer', async () => {
    await setPrivate(discoverer, true);
    const page = await sharePage();
    expect(page).toContain(`discovered by a private society, held by ${HOLDER}.`);
    expect(page).not.toContain(DISCOVERER);
    await setPrivate(discoverer, false);
  });
});
