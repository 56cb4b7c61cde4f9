import { afterEach, describe, expect, it } from 'vitest';
import type { AppOptions } from '../src/http/app.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { listen } from './support/transports.js';

// Drawing a share image costs CPU (tens of ms); a kept one costs nothing. Drawing is bounded: per
// client (429) and in how many may wait (503), both with Retry-After, and a kept image stays free.

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(options: Partial<AppOptions>) {
  server = await startTestServer({ trustProxy: ['127.0.0.1'], ...options });
  const baseUrl = await listen(server.app);
  const hashes = (await server.db.selectFrom('systems').select('hash').limit(40).execute()).map(
    (row) => row.hash,
  );
  const image = async (hash: string, from: string, headers: Record<string, string> = {}) => {
    const reply = await fetch(`${baseUrl}/share/solar/${hash}/card.png`, {
      headers: { 'x-forwarded-for': from, ...headers },
    });
    const body = Buffer.from(await reply.arrayBuffer());
    return { reply, body };
  };
  return { hashes, image };
}

describe('share images', () => {
  it('draws a few new images per client, and serves kept ones to it freely', async () => {
    const { hashes, image } = await start({ shareRendering: { perClientPerMinute: 3 } });
    const a = '203.0.113.5';
    for (const hash of hashes.slice(0, 3)) {
      const { reply } = await image(hash, a);
      expect([reply.status, reply.headers.get('x-share-cache')]).toEqual([200, 'miss']);
    }
    const over = await image(hashes[3]!, a);
    expect(over.reply.status).toBe(429);
    expect(Number(over.reply.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.reply.headers.get('cache-control')).toBe('no-store');
    expect(over.reply.headers.get('etag')).toBeNull();
    expect(JSON.parse(over.body.toString())).toEqual({
      error: 'Too many new share images; try again later',
    });
    // Kept images, and the client's own copy (304), cost nothing and are not refused.
    const kept = await image(hashes[0]!, a);
    expect([kept.reply.status, kept.reply.headers.get('x-share-cache')]).toEqual([200, 'hit']);
    const etag = kept.reply.headers.get('etag')!;
    expect((await image(hashes[0]!, a, { 'if-none-match': etag })).reply.status).toBe(304);
    // The refused image was not drawn: another client draws it; an IPv6 client counts by /64.
    const other = await image(hashes[3]!, '2001:db8:5::1');
    expect([other.reply.status, other.reply.headers.get('x-share-cache')]).toEqual([200, 'miss']);
    for (const [i, address] of ['2001:db8:5::2', '2001:db8:5:0:ffff::9'].entries()) {
      expect((await image(hashes[4 + i]!, address)).reply.status).toBe(200);
    }
    expect((await image(hashes[6]!, '2001:db8:5::3')).reply.status).toBe(429);
  });

  it('answers 503 with Retry-After when more wait to be drawn than the queue holds', async () => {
    const { hashes, image } = await start({
      shareRendering: { concurrent: 1, queued: 1, perClientPerMinute: 1_000_000 },
    });
    const answers = await Promise.all(hashes.slice(0, 30).map((hash) => image(hash, '192.0.2.9')));
    const statuses = answers.map(({ reply }) => reply.status);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter(({ reply }) => reply.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const { reply, body } of refused) {
      expect(reply.headers.get('retry-after')).toBe('3');
      expect(JSON.parse(body.toString())).toEqual({
        error: 'Too many share images are being drawn; try again shortly',
      });
    }
    // A refusal keeps nothing back: asked again one at a time, each is drawn.
    for (const [i, { reply }] of answers.entries()) {
      if (reply.status !== 503) continue;
      const again = await image(hashes[i]!, '192.0.2.9');
      expect([again.reply.status, again.reply.headers.get('x-share-cache')]).toEqual([200, 'miss']);
    }
  });
});
