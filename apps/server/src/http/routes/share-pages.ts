import { createHash } from 'node:crypto';
import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import { addressGroup, societyInput, systemInput, type PublicProfile } from '@orrery/api';
import { GameError } from '@orrery/api/game/core';
import {
  discovererName,
  getPublicProfile,
  getSystemCard,
  type ShareCard,
} from '@orrery/api/game/social';
import type { Db } from '@orrery/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { societyImageSvg, systemImageSvg } from '../../share/card-svg.js';
import { findFonts } from '../../share/fonts.js';
import { PngCache } from '../../share/png-cache.js';
import { RenderGate, RenderQueueFull } from '../../share/render-gate.js';
import { PngRenderer } from '../../share/render-png.js';
import { publicOrigin } from '../../share/public-origin.js';
import { notFoundHtml, REDIRECT_SCRIPT, sharePageHtml } from '../../share/share-page.js';

export interface SharePagesOptions {
  db: Db;
  /** The site as players reach it (PUBLIC_URL, no trailing slash): the pages' absolute URLs. */
  publicUrl?: string;
  /** Bytes of rendered PNGs kept (32 MiB: several hundred images). */
  imageCacheBytes?: number;
  /** Bounds on drawing images that are not kept (SHARE_RENDERING unless said). */
  rendering?: Partial<ShareRendering>;
}

/** How much drawing share images may cost; a kept image (or a 304) costs nothing and is not counted. */
export interface ShareRendering {
  /** Images drawn at once (the renderer has one thread: a second one waits there, ready). */
  concurrent: number;
  /** Images waiting for a turn; past that, 503 with Retry-After. */
  queued: number;
  /** Images drawn per client (an IPv4 address, an IPv6 /64) per minute; past that, 429. */
  perClientPerMinute: number;
}

/**
 * Drawing a cold card is CPU work: two at once and a queue of 32 bound the work waiting, and 60 a
 * minute keep one client to a small share of a core. A crawler previewing a link asks for one image.
 */
export const SHARE_RENDERING: ShareRendering = {
  concurrent: 2,
  queued: 32,
  perClientPerMinute: 60,
};

/** What a client asked to wait past a full queue is told: about the time the queue takes. */
const QUEUE_FULL_RETRY_SECONDS = 3;

/** Crawlers and browsers may keep a page or image this long; a discovery shows within it. */
const SHARE_CACHE_CONTROL = 'public, max-age=300';

const digestOf = (svg: string) => createHash('sha256').update(svg).digest('base64url').slice(0, 16);

const rarityLabel = (rarity: string) => rarity.charAt(0) + rarity.slice(1).toLowerCase();
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

async function orNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof GameError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** "A Common …", "An Epic …". */
const withArticle = (words: string) => `${/^[AEIOU]/i.test(words) ? 'An' : 'A'} ${words}`;

/** A system its discoverer no longer holds names its holder too, as the holder's privacy allows. */
function systemDescription(card: ShareCard): string {
  const kind = `${rarityLabel(card.rarity)} system in the ${card.sector}`;
  const heldBy = card.heldBy ? `, held by ${discovererName(card.heldBy)}` : '';
  return card.discovered
    ? `${withArticle(kind)}, discovered by ${discovererName(card.discoverer)}${heldBy}. ${plural(card.starCount, 'star', 'stars')}, ${plural(card.planetCount, 'planet', 'planets')}.`
    : `An undiscovered ${kind}, waiting to be collected in Orrery.`;
}

function societyDescription(profile: PublicProfile): string {
  const rarest = profile.rarestFind
    ? ` Rarest find: ${profile.rarestFind.name} (${rarityLabel(profile.rarestFind.rarity)}).`
    : '';
  return `${plural(profile.systemsCollected, 'system', 'systems')} collected, ${profile.achievementsCompleted} of ${profile.achievementsTotal} achievements.${rarest}`;
}

/**
 * Share links: /share/solar/{hash} and /share/society/{name} are small server-rendered pages with
 * Open Graph and Twitter card tags (crawlers run no scripts) that send a person on to the web app;
 * their images are PNGs of the card drawn here, cached by what they show (a system's discovery
 * state is part of it, and an undiscovered system's card view has no hidden values to draw).
 */
export async function sharePages(app: FastifyInstance, options: SharePagesOptions) {
  const { db } = options;
  const originOf = (request: FastifyRequest) => publicOrigin(request, options.publicUrl);
  const renderer = new PngRenderer(findFonts());
  const cache = new PngCache(options.imageCacheBytes ?? 32 * 1024 * 1024);
  app.addHook('onClose', () => renderer.close());
  const bounds = { ...SHARE_RENDERING, ...options.rendering };
  const gate = new RenderGate(bounds.concurrent, bounds.queued);
  // This plugin's own registration (encapsulated): counts cold images per client.
  await app.register(rateLimit, { global: false });
  // `cache` (the store's keys) is read at run time though CreateRateLimitOptions does not name it.
  const perClient: CreateRateLimitOptions & { cache: number } = {
    max: bounds.perClientPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => addressGroup(request.ip),
    cache: 100_000,
  };
  const coldImages = app.createRateLimit(perClient);

  const refuse = (reply: FastifyReply, status: number, retryAfter: number, error: string) =>
    reply
      .removeHeader('ETag')
      .status(status)
      .header('Retry-After', String(Math.max(1, retryAfter)))
      .header('Cache-Control', 'no-store')
      .send({ error });

  const notFound = (reply: FastifyReply) =>
    reply.status(404).type('text/html; charset=utf-8').send(notFoundHtml());

  // A hash or name the API's own inputs refuse (too long, a control character) names nothing.
  app.addHook('preHandler', async (request, reply) => {
    const { hash, username } = request.params as { hash?: string; username?: string };
    const named =
      (hash === undefined || systemInput.shape.hash.safeParse(hash).success) &&
      (username === undefined || societyInput.shape.username.safeParse(username).success);
    if (!named) return notFound(reply);
  });

  async function sendImage(request: FastifyRequest, reply: FastifyReply, key: string, svg: string) {
    const etag = `"${digestOf(svg)}"`;
    reply.header('ETag', etag).header('Cache-Control', SHARE_CACHE_CONTROL);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const kept = `${key}:${etag}`;
    if (!cache.has(kept)) {
      const limit = await coldImages(request);
      if (!limit.isAllowed && limit.isExceeded) {
        return refuse(reply, 429, limit.ttlInSeconds, 'Too many new share images; try again later');
      }
    }
    let drawn: { png: Buffer; hit: boolean };
    try {
      drawn = await cache.get(kept, () => gate.run(() => renderer.render(svg)));
    } catch (error) {
      if (!(error instanceof RenderQueueFull)) throw error;
      return refuse(
        reply,
        503,
        QUEUE_FULL_RETRY_SECONDS,
        'Too many share images are being drawn; try again shortly',
      );
    }
    const { png, hit } = drawn;
    return reply
      .header('X-Share-Cache', hit ? 'hit' : 'miss')
      .type('image/png')
      .send(png);
  }

  app.get('/share/redirect.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(REDIRECT_SCRIPT),
  );

  app.get<{ Params: { hash: string } }>('/share/solar/:hash', async (request, reply) => {
    const card = await orNotFound(getSystemCard(db, request.params.hash));
    if (!card) return notFound(reply);
    const path = `/share/solar/${encodeURIComponent(card.hash)}`;
    const origin = originOf(request);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', SHARE_CACHE_CONTROL)
      .send(
        sharePageHtml({
          title: card.name,
          description: systemDescription(card),
          url: origin + path,
          image: `${origin}${path}/card.png?v=${digestOf(systemImageSvg(card))}`,
          imageAlt: `The ${card.name} system card`,
          target: `/solar/${encodeURIComponent(card.hash)}`,
        }),
      );
  });

  app.get<{ Params: { hash: string } }>('/share/solar/:hash/card.png', async (request, reply) => {
    const card = await orNotFound(getSystemCard(db, request.params.hash));
    if (!card) return notFound(reply);
    const state = card.discovered ? 'discovered' : 'undiscovered';
    return sendImage(request, reply, `solar:${card.hash}:${state}`, systemImageSvg(card));
  });

  app.get<{ Params: { username: string } }>('/share/society/:username', async (request, reply) => {
    const profile = await orNotFound(getPublicProfile(db, request.params.username, null));
    if (!profile) return notFound(reply);
    const path = `/share/society/${encodeURIComponent(profile.username)}`;
    const origin = originOf(request);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', SHARE_CACHE_CONTROL)
      .send(
        sharePageHtml({
          title: profile.societyName,
          description: societyDescription(profile),
          url: origin + path,
          image: `${origin}${path}/card.png?v=${digestOf(societyImageSvg(profile))}`,
          imageAlt: `${profile.societyName}'s profile card`,
          target: `/society/${encodeURIComponent(profile.username)}`,
        }),
      );
  });

  app.get<{ Params: { username: string } }>(
    '/share/society/:username/card.png',
    async (request, reply) => {
      const profile = await orNotFound(getPublicProfile(db, request.params.username, null));
      if (!profile) return notFound(reply);
      const key = `society:${profile.username.toLowerCase()}`;
      return sendImage(request, reply, key, societyImageSvg(profile));
    },
  );
}
