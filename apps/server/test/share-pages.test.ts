import { findCollectableSystem } from '@orrery/api/game/collect';
import { offerKeyOf } from '@orrery/api/game/offer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, type Player } from './support/players.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { injectTransport, type Send } from './support/transports.js';

/** The content of a meta tag, unescaped the way a crawler reads it. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1]
    ?.replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('share pages', () => {
  let server: TestServer;
  let send: Send;
  let player: Player;
  let hash: string;

  const png = async (url: string, headers: Record<string, string> = {}) => {
    const reply = await server.app.inject({ url, headers });
    return { reply, body: reply.rawPayload };
  };

  beforeAll(async () => {
    server = await startTestServer({ publicUrl: 'http://orrery.example' });
    send = injectTransport(server.app);
    player = await newPlayer(send, "O'Neil's Reach");
    // The system the player's offer holds: undiscovered until the player collects it below.
    hash = await findCollectableSystem(
      server.db,
      player.id,
      new Date(),
      offerKeyOf(server.config.session.secret),
    );
  });
  afterAll(() => server.close());

  it('a system page carries Open Graph and Twitter tags and leads a person to the system', async () => {
    const page = await send({ url: `/share/solar/${hash}` });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.text;
    const image = meta(html, 'og:image')!;
    expect(image).toMatch(
      new RegExp(`^http://orrery\\.example/share/solar/${hash}/card\\.png\\?v=[\\w-]{16}$`),
    );
    expect(meta(html, 'twitter:image')).toBe(image);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:url')).toBe(`http://orrery.example/share/solar/${hash}`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:description')).toMatch(/^An undiscovered \w+ system in the /);
    expect(meta(html, 'orrery:target')).toBe(`/solar/${hash}`);
    // The page's own script is a file of this site (the CSP allows no inline script).
    expect(html).toContain('<script src="/share/redirect.js" defer></script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    const script = await send({ url: '/share/redirect.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.text).toContain('location.replace');
  });

  it('serves the card as a 1200 × 630 PNG, cached, with an ETag', async () => {
    const url = `/share/solar/${hash}/card.png`;
    const cold = await png(url);
    expect(cold.reply.statusCode).toBe(200);
    expect(cold.reply.headers['content-type']).toBe('image/png');
    expect(cold.reply.headers['x-share-cache']).toBe('miss');
    expect(pngSize(cold.body)).toEqual({ width: 1200, height: 630 });
    const warm = await png(url);
    expect(warm.reply.headers['x-share-cache']).toBe('hit');
    expect(warm.body.equals(cold.body)).toBe(true);
    const etag = String(cold.reply.headers.etag);
    expect((await png(url, { 'if-none-match': etag })).reply.statusCode).toBe(304);
  });

  it('draws a new image once the system is discovered; the old one is not served for it', async () => {
    const before = await send({ url: `/share/solar/${hash}` });
    const oldImage = await png(`/share/solar/${hash}/card.png`);
    const collected = await send({
      method: 'POST',
      url: '/api/v1/solar/collect/offer-1',
      token: player.token,
    });
    expect(collected.status).toBe(200);
    const after = await send({ url: `/share/solar/${hash}` });
    expect(meta(after.text, 'og:image')).not.toBe(meta(before.text, 'og:image'));
    expect(meta(after.text, 'og:description')).toContain(`discovered by ${player.username}`);
    const newImage = await png(`/share/solar/${hash}/card.png`);
    expect(newImage.reply.headers['x-share-cache']).toBe('miss');
    expect(newImage.body.equals(oldImage.body)).toBe(false);
    const stale = await png(`/share/solar/${hash}/card.png`, {
      'if-none-match': String(oldImage.reply.headers.etag),
    });
    expect(stale.reply.statusCode).toBe(200);
  });

  it('a society page names the society (escaped) and shows its card', async () => {
    const path = `/share/society/${encodeURIComponent(player.username)}`;
    const page = await send({ url: path });
    expect(page.status).toBe(200);
    expect(page.text).toContain('O&#39;Neil&#39;s Reach League');
    expect(page.text).not.toContain("O'Neil's Reach League");
    expect(meta(page.text, 'og:title')).toBe("O'Neil's Reach League");
    expect(meta(page.text, 'og:description')).toMatch(/^1 system collected/);
    expect(meta(page.text, 'orrery:target')).toBe(
      `/society/${encodeURIComponent(player.username)}`,
    );
    const image = await png(`${path}/card.png`);
    expect(image.reply.statusCode).toBe(200);
    expect(pngSize(image.body)).toEqual({ width: 1200, height: 630 });
    expect(page.text).not.toContain(player.email);
  });

  it('answers 404 pages for unknown systems and societies, and for a private profile', async () => {
    for (const url of [
      '/share/solar/no-such-hash',
      '/share/solar/no-such-hash/card.png',
      '/share/society/Nobody',
      '/share/society/Nobody/card.png',
    ]) {
      const reply = await send({ url });
      expect(reply.status, url).toBe(404);
      expect(reply.headers['content-type'], url).toContain('text/html');
    }
    await send({
      method: 'PUT',
      url: '/api/v1/user/profile',
      token: player.token,
      body: { private: true },
    });
    const name = encodeURIComponent(player.username);
    expect((await send({ url: `/share/society/${name}` })).status).toBe(404);
    expect((await send({ url: `/share/society/${name}/card.png` })).status).toBe(404);
  });
});
