import { z } from 'zod';
import { mapSystemSchema } from '../game/core/views.js';
import { mapDiscoveriesInput, mapVersionInput } from '../inputs.js';
import { getMapDiscoveries } from '../map/map-discoveries.js';
import { MAP_FORMAT_VERSION } from '../map/map-format.js';
import {
  OCTREE_FORMAT_VERSION,
  OCTREE_MAX_DEPTH,
  OCTREE_PAGE_POINTS,
} from '../map/octree-format.js';
import { getMapManifest } from '../map/map-static.js';
import { mapDiscoveriesSchema, mapLabelsSchema, mapManifestSchema } from '../map/map-views.js';
import { defineBinaryRoute, defineRoute, type RestRoute } from './rest-route.js';

const UNKNOWN_VERSION = 'No map has this version (the galaxy has changed: read the manifest again)';

/** A labels chunk's number in the path: digits only. */
const chunkPath = mapVersionInput.extend({
  chunk: z
    .string()
    .max(8, 'must be at most 8 digits')
    .regex(/^\d{1,8}$/, 'must be a whole number'),
});

/** A cell's address and page in the path: digits only (the range is checked against the depth). */
const digits = (most: number) =>
  z
    .string()
    .max(most, `must be at most ${most} digits`)
    .regex(new RegExp(`^\\d{1,${most}}$`), 'must be a whole number');
const cellPath = mapVersionInput.extend({
  depth: digits(2),
  x: digits(5),
  y: digits(5),
  z: digits(5),
  page: digits(6),
});

const exampleVersion = '1-Qm9vdHN0cmFwcGVkIQ';

/**
 * The map's routes. The spec's map list keeps its shape but is streamed as it is built; the
 * static map (positions and star classes, binary) and its labels are immutable per version, so
 * browsers and proxies keep them; the version comes from the manifest.
 */
export const mapRoutes: readonly RestRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/solar/solarsystems/map',
    operationId: 'getMap',
    tags: ['Galaxy'],
    summary: 'Every system for the map, streamed (ETag; 304 when unchanged)',
    auth: false,
    cacheable: true,
    served: true,
    output: z.array(mapSystemSchema),
    example: [
      {
        hash: 'nj50e97a',
        name: 'Gashepith',
        coordinates: { x: -11631.2, y: 22, z: -40231.2 },
        discovered: false,
        discoveredById: null,
        firstStar: { spectralClass: 'M', type: 'red-dwarf', sizeClass: 5 },
      },
    ],
    call: (api) => api.solar.map(),
  }),
  defineRoute({
    method: 'GET',
    path: '/solar/solarsystems/map/static',
    operationId: 'getMapManifest',
    tags: ['Galaxy'],
    summary: 'Where the static map of the galaxy is, and how to read it',
    auth: false,
    cacheable: true,
    output: mapManifestSchema,
    example: {
      version: exampleVersion,
      count: 10_000,
      bytes: 70_088,
      blockSystems: 16_384,
      labelSystems: 1_024,
      path: `/solar/solarsystems/map/static/${exampleVersion}`,
      labelsPath: `/solar/solarsystems/map/static/${exampleVersion}/labels/`,
      mode: 'full',
      octree: {
        path: `/solar/solarsystems/map/static/${exampleVersion}/octree/`,
        maxDepth: OCTREE_MAX_DEPTH,
        pagePoints: OCTREE_PAGE_POINTS,
        min: [-50_000, -500, -50_000],
        max: [50_000, 500, 50_000],
        classes: ['O', 'B', 'A', 'F', 'G', 'K', 'M', 'L', 'T', 'Y', 'Q', 'X'],
      },
    },
    read: (context) => getMapManifest(context.db),
  }),
  defineBinaryRoute({
    method: 'GET',
    path: '/solar/solarsystems/map/static/:version',
    operationId: 'getMapStatic',
    tags: ['Galaxy'],
    summary: 'The static map: every system’s position, star class and size, binary (immutable)',
    auth: false,
    immutable: true,
    errors: { 404: UNKNOWN_VERSION },
    input: { in: 'path', schema: mapVersionInput },
    binary: {
      contentType: 'application/octet-stream',
      description:
        `Orrery map format ${MAP_FORMAT_VERSION}: a 76-byte header, then blocks of 16,384 ` +
        'systems, each with quantised x, y, z (u16) and a style byte (class and size class). ' +
        'Layout in docs/api.md.',
    },
  }),
  defineBinaryRoute({
    method: 'GET',
    path: '/solar/solarsystems/map/static/:version/octree/:depth/:x/:y/:z/:page',
    operationId: 'getMapOctreeCell',
    tags: ['Galaxy'],
    summary: 'A page of the systems in one octree cell of the static map, binary (immutable)',
    auth: false,
    immutable: true,
    errors: { 404: `${UNKNOWN_VERSION}; or the cell has no page this number` },
    input: { in: 'path', schema: cellPath },
    binary: {
      contentType: 'application/octet-stream',
      description:
        `Orrery octree cell format ${OCTREE_FORMAT_VERSION}: a 64-byte header (the cell, its ` +
        `systems, this page's count, each child's count), then up to ${OCTREE_PAGE_POINTS} ` +
        'systems: index (u32), quantised x, y, z (u16) and style byte as in the static map. ' +
        'At depth d, x, y and z run 0 … 2^d − 1 (400 otherwise). Layout in docs/api.md.',
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/solar/solarsystems/map/static/:version/labels/:chunk',
    operationId: 'getMapLabels',
    tags: ['Galaxy'],
    summary: 'Hashes and names of 1,024 systems of the static map (immutable)',
    auth: false,
    immutable: true,
    served: true,
    errors: { 404: 'No map has this version, or no chunk this number' },
    input: { in: 'path', schema: chunkPath },
    output: mapLabelsSchema,
    example: { first: 0, hashes: ['nj50e97a'], names: ['Gashepith'] },
    call: (api, { version, chunk }) => api.solar.mapLabels({ version, chunk: Number(chunk) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/solar/solarsystems/map/discoveries',
    operationId: 'getMapDiscoveries',
    tags: ['Galaxy'],
    summary: 'Who discovered which system; with `since`, only what changed after that revision',
    auth: false,
    cacheable: true,
    input: { in: 'query', schema: mapDiscoveriesInput },
    output: mapDiscoveriesSchema,
    example: {
      galaxy: 'k3J9aQ0xLmNw',
      revision: 42,
      since: 41,
      discovered: [[123_456, 7]],
      released: [],
    },
    read: (context, { since }) => getMapDiscoveries(context.db, since),
  }),
];
