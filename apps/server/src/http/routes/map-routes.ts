import {
  currentMapData,
  labelsOf,
  mapDataAt,
  octreePage,
  restRoutes,
  type RestRoute,
} from '@orrery/api';
import { GameError } from '@orrery/api/game/core';
import type { Db } from '@orrery/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GalaxyVersionClock } from '../../cache/galaxy-version-clock.js';
import { MapListBodies } from '../../map/map-list-bodies.js';
import { StaticMapBodies } from '../../map/static-map-bodies.js';
import { restFailure } from '../errors/rest-failure.js';
import { pickEncoding } from '../../cache/versioned-body.js';
import type { WriteHealth } from '../../boot/write-health.js';

export interface MapRoutesOptions {
  db: Db;
  galaxyVersion: GalaxyVersionClock;
  writeHealth: WriteHealth;
}

/** A year: the longest lifetime caches honour; with `immutable`, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function route(operationId: string): RestRoute {
  const found = restRoutes.find((r) => r.operationId === operationId);
  if (!found?.served) throw new Error(`${operationId} is not a served route`);
  return found;
}

/** The route's path parameters, checked by its own input schema (a 400 names what is wrong). */
function params(row: RestRoute, request: FastifyRequest): Record<string, string> {
  const parsed = row.input!.schema.safeParse(request.params);
  if (!parsed.success) {
    const details = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.') || 'input', issue.message]),
    );
    throw new GameError('INVALID_INPUT', 'Invalid map address', details);
  }
  return parsed.data as Record<string, string>;
}

const notModified = (request: FastifyRequest, etag: string) =>
  request.headers['if-none-match'] === etag;

/**
 * The map's streamed and binary answers (rows marked `served` in the route table, map-routes.ts
 * in @orrery/api): the spec's map list streamed as it is built, the static binary map, its
 * octree's cells and its labels, immutable per version. Nothing here holds the event loop for long: the data is read a
 * page at a time, the list built a chunk at a time, and compression runs on zlib's threads.
 */
export async function mapRoutes(app: FastifyInstance, options: MapRoutesOptions) {
  const { db, galaxyVersion } = options;
  const failure = restFailure(options.writeHealth);
  const listBodies = new MapListBodies(db);
  const staticBodies = new StaticMapBodies();

  const listRoute = route('getMap');
  app.get(listRoute.path, { compress: false }, async (request, reply) => {
    try {
      // It names no society: a profile made private or public need not build it anew.
      const version = await galaxyVersion.discoveries();
      const etag = `"${version}"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding');
      if (notModified(request, etag)) return reply.status(304).send();
      const data = await currentMapData(db);
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      const body = listBodies.body(version, data, encoding);
      if (body.length !== undefined) reply.header('Content-Length', body.length);
      return reply.type('application/json; charset=utf-8').send(body.bytes);
    } catch (error) {
      return failure(request, reply, error);
    }
  });

  const staticRoute = route('getMapStatic');
  app.get(staticRoute.path, { compress: false }, async (request, reply) => {
    try {
      const data = await mapDataAt(db, params(staticRoute, request).version!);
      const etag = `"${data.key}"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', IMMUTABLE)
        .header('Vary', 'Accept-Encoding');
      if (notModified(request, etag)) return reply.status(304).send();
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const body = await staticBodies.get(data.key, data.encoded, encoding);
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.type(staticRoute.binary!.contentType).send(body);
    } catch (error) {
      return failure(request, reply, error);
    }
  });

  const cellRoute = route('getMapOctreeCell');
  app.get(cellRoute.path, async (request, reply) => {
    try {
      const { version, depth, x, y, z, page } = params(cellRoute, request);
      const data = await mapDataAt(db, version!);
      const cell = { depth: Number(depth), x: Number(x), y: Number(y), z: Number(z) };
      const bytes = await octreePage(data, cell, Number(page));
      const etag = `"${data.key}-${[depth, x, y, z, page].join('-')}"`;
      reply.header('ETag', etag).header('Cache-Control', IMMUTABLE);
      if (notModified(request, etag)) return reply.status(304).send();
      return reply
        .type(cellRoute.binary!.contentType)
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    } catch (error) {
      return failure(request, reply, error);
    }
  });

  const labelsRoute = route('getMapLabels');
  app.get(labelsRoute.path, async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const { version, chunk } = params(labelsRoute, request);
      const data = await mapDataAt(db, version!);
      const etag = `"${data.key}-${chunk}"`;
      reply.header('ETag', etag).header('Cache-Control', IMMUTABLE);
      if (notModified(request, etag)) return reply.status(304).send();
      return reply.send(labelsOf(data, Number(chunk)));
    } catch (error) {
      return failure(request, reply, error);
    }
  });
}
