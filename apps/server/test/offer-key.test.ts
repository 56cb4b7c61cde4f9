import { generateSessionSecret, sessionKey } from '@orrery/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './support/players.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { httpTransport, listen, type Send } from './support/transports.js';

// The offer's draws are keyed with the server's secret (game/offer-key.ts): two servers over copies
// of one galaxy, with the same players in the same order, draw alike only when their secrets are
// alike. Every other input of a draw (galaxy seed, player id, collect number, odds) is the same.
const PLAYERS = 4;

describe('offer draws keyed with the server secret, over HTTP', () => {
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  /** The systems each of PLAYERS fresh players yields on their first collect on a new server. */
  async function firstCollects(secret: string): Promise<string[]> {
    const server = await startTestServer({ config: { session: sessionKey(secret) } });
    servers.push(server);
    const send: Send = httpTransport(await listen(server.app));
    const hashes: string[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const player = await newPlayer(send, `Keyed Draw ${i + 1}`);
      const offer = (
        await send({ url: '/api/v1/solar/collection/offer', token: player.token })
      ).json();
      const collected = await send({
        method: 'POST',
        url: `/api/v1/solar/collect/${offer.id}`,
        token: player.token,
      });
      expect(collected.status).toBe(200);
      hashes.push(collected.json().system.hash);
    }
    return hashes;
  }

  let first: string[];
  let again: string[];
  let other: string[];
  beforeAll(async () => {
    const secret = generateSessionSecret();
    first = await firstCollects(secret);
    again = await firstCollects(secret);
    other = await firstCollects(generateSessionSecret());
  });

  it('replays the same draws under the same secret', () => {
    expect(again).toEqual(first);
  });

  it('draws other systems under another secret', () => {
    // Each first draw picks among the whole galaxy: all four agreeing by chance is negligible.
    expect(other).not.toEqual(first);
  });
});
