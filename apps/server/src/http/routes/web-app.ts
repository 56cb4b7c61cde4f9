import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { etagOf, mapPageChunks, mapPageHtml } from '../../map/map-page-preloads.js';
import { hasOverLongParameter, PARAMETER_TOO_LONG } from '../errors/over-long-parameter.js';

/** Paths the web app never owns: unknown ones there are a plain JSON 404, not the SPA. */
const SERVER_PATHS = /^\/(api|trpc|healthz)(\/|\?|$)/;
/** Vite names built assets by content hash, so a given URL never changes. */
const HASHED_ASSETS = /^\/assets\//;
/**
 * A path ending in a file name with an extension (`/nope.png`, `/sitemap.xml`): no page route has
 * one (hashes and society names hold no dots), so a missing file is a 404, not the app's HTML.
 */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]+$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  if (hasOverLongParameter(request.method, path)) {
    return reply.status(414).send({ error: PARAMETER_TOO_LONG });
  }
  return reply.status(404).send({ error: `No route for ${request.method} ${path.slice(0, 120)}` });
}

/**
 * Serves the built web app from `root` with SPA fallback: any other GET that is not under /api,
 * /trpc or /healthz and names no file gets index.html, so client-side routes survive a reload.
 * Files come from the build (robots.txt, favicon.ico … from apps/web/public). Without a build (no
 * index.html) only the API is served.
 */
export interface WebAppOptions {
  root: string;
  /**
   * The API paths of the map's data that /map's HTML preloads: the static map's manifest. (The
   * static map itself is downloaded by the page's worker, which a preload cannot serve.)
   */
  mapPreloads?: string[];
}

export const webApp = fp(
  async (app: FastifyInstance, options: WebAppOptions) => {
    const hasBuild = existsSync(join(options.root, 'index.html'));
    if (!hasBuild) {
      app.log.warn({ root: options.root }, 'no web build found; serving the API only');
      app.setNotFoundHandler(notFound);
      return;
    }
    await app.register(fastifyStatic, {
      root: options.root,
      cacheControl: false,
      index: 'index.html',
      // The build writes .br and .gz beside its assets (apps/web/precompress.ts): sent as they
      // are, with no compression per response.
      preCompressed: true,
      setHeaders: (res, path) => {
        const relative = path.slice(options.root.length).replaceAll('\\', '/');
        res.setHeader('Cache-Control', HASHED_ASSETS.test(relative) ? IMMUTABLE : REVALIDATE);
      },
    });
    // Opened on /map, the HTML starts the map's code and data downloading beside the app's.
    const index = readFileSync(join(options.root, 'index.html'), 'utf8');
    const chunks = mapPageChunks(options.root);
    const html = mapPageHtml(index, chunks, options.mapPreloads ?? []);
    // The variant changes with the build: its bytes name it.
    const etag = etagOf(html);
    app.get('/map', async (request, reply) => {
      reply.header('Cache-Control', REVALIDATE).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('text/html; charset=utf-8').send(html);
    });
    app.setNotFoundHandler((request, reply) => {
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      const path = request.url.split('?')[0] ?? '';
      if (
        !isPageRequest ||
        SERVER_PATHS.test(path) ||
        HASHED_ASSETS.test(path) ||
        FILE_NAME.test(path)
      ) {
        return notFound(request, reply);
      }
      return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
