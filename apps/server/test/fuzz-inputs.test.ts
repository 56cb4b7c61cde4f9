import { restRoutes, type RestRoute } from '@orrery/api';
import { dialectOf } from '@orrery/db';
import { offloadSearches } from '@orrery/db/search';
import { z } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SearchWorker } from '../src/workers/search-in-worker.js';
import { FUZZ_STRINGS } from './support/fuzz-corpus.js';
import { newPlayer, type Player } from './support/players.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import {
  httpTransport,
  listen,
  type ApiRequest,
  type ApiResponse,
  type Send,
} from './support/transports.js';

// Every string parameter of every route (path, query and body), sent each string of the fuzz
// corpus: no answer is a server fault, and every refusal is `{ error, details? }` with a status
// the OpenAPI document lists for the operation, logged once. On SQLite the guide's searches run on
// the search worker, as the server runs them.

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
}

/** Where a fuzzed value goes: a path or query parameter by name, or a leaf of the body. */
type Slot = { in: 'path' | 'query'; name: string } | { in: 'body'; at: (string | number)[] };

let server: TestServer;
let send: Send;
let player: Player;
let searches: SearchWorker | undefined;
/** A plausible value per field name, so that the fuzzed field is the one a route judges. */
let plausible: Record<string, string>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read as JSON
let document: any;
const logLines: { reqId?: string }[] = [];

beforeAll(async () => {
  server = await startTestServer({
    authRateLimit: 1_000_000,
    logLevel: 'info',
    logStream: { write: (line) => void logLines.push(JSON.parse(line) as { reqId?: string }) },
  });
  if (dialectOf(server.db) === 'sqlite') {
    searches = new SearchWorker(server.target);
    offloadSearches(server.db, searches.search, searches.pageCounts);
  }
  send = httpTransport(await listen(server.app));
  player = await newPlayer(send);
  document = (await send({ url: '/api/v1/openapi.json' })).json();
  const [hash] = (await send({ url: '/api/v1/solar/solarsystems/map' })).json() as {
    hash: string;
  }[];
  const { version } = (await send({ url: '/api/v1/solar/solarsystems/map/static' })).json();
  plausible = {
    email: 'fuzz@example.com',
    password: player.password,
    currentPassword: player.password,
    newPassword: player.password,
    id: hash!.hash,
    hash: hash!.hash,
    showcase: hash!.hash,
    username: player.username,
    version,
    chunk: '0',
    utc: '2030-01-01T00:00:00Z',
    timeZone: 'Europe/Berlin',
    emailType: 'weekly-digest',
    type: 'weekly-digest',
    finish: 'foil',
    name: 'Fuzz Harbour',
    search: 'a',
  };
}, 60_000);
afterAll(async () => {
  offloadSearches(server.db, undefined);
  await searches?.close();
  await server.close();
});

const inputSchema = (route: RestRoute): JsonSchema =>
  route.input ? (z.toJSONSchema(route.input.schema, { io: 'input' }) as JsonSchema) : {};

/** A body the schema accepts in shape, with plausible values by field name. */
function sampleOf(schema: JsonSchema, name: string): unknown {
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value, key)]),
      );
    case 'array':
      return [sampleOf(schema.items ?? {}, name)];
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    default:
      return plausible[name] ?? 'fuzz';
  }
}

/** The body's leaves: each a place a fuzzed value can go. */
function leaves(schema: JsonSchema, at: (string | number)[] = []): (string | number)[][] {
  if (schema.type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([key, value]) =>
      leaves(value, [...at, key]),
    );
  }
  if (schema.type === 'array') return leaves(schema.items ?? {}, [...at, 0]);
  return [at];
}

function slotsOf(route: RestRoute): Slot[] {
  if (!route.input) return [];
  const schema = inputSchema(route);
  if (route.input.in === 'body') return leaves(schema).map((at) => ({ in: 'body', at }));
  const where = route.input.in;
  return Object.keys(schema.properties ?? {}).map((name) => ({ in: where, name }));
}

/** A URL component; a lone surrogate, which UTF-8 cannot carry, is sent as U+FFFD. */
const component = (value: string) => encodeURIComponent(value.replace(/\p{Cs}/gu, '\ufffd'));

function requestFor(route: RestRoute, slot: Slot, value: string): ApiRequest {
  const schema = inputSchema(route);
  const named = (name: string) => (slot.in !== 'body' && slot.name === name ? value : undefined);
  const path = route.path.replace(
    /:(\w+)/g,
    (_, name: string) => `${component(named(name) ?? plausible[name] ?? 'fuzz')}`,
  );
  // The fuzzed query parameter, and the others only where the schema requires them.
  const query =
    slot.in === 'query'
      ? `?${Object.keys(schema.properties ?? {})
          .filter((name) => name === slot.name || schema.required?.includes(name))
          .map((name) => `${name}=${component(named(name) ?? plausible[name] ?? '1')}`)
          .join('&')}`
      : '';
  let body: unknown;
  if (slot.in === 'body') {
    body = sampleOf(schema, '');
    const parent = slot.at
      .slice(0, -1)
      .reduce<Record<string | number, unknown>>(
        (node, key) => node[key] as Record<string | number, unknown>,
        body as Record<string, unknown>,
      );
    parent[slot.at.at(-1)!] = value;
  }
  return {
    method: route.method,
    url: `/api/v1${path}${query}`,
    token: player.token,
    ...(body === undefined ? {} : { body }),
  };
}

/** Fields only hashed, never looked up or stored as text: the value alone is enough there. */
const HASHED = new Set(['password', 'currentPassword', 'newPassword']);

/** The value alone, and inside the field's plausible value (where a lookup would read it). */
function variants(slot: Slot, fuzz: string): string[] {
  const name =
    slot.in === 'body' ? String(slot.at.findLast((key) => typeof key === 'string')) : slot.name;
  if (HASHED.has(name)) return [fuzz];
  const base = plausible[name] ?? 'fuzz';
  return [fuzz, `${base.slice(0, 1)}${fuzz}${base.slice(1)}`];
}

function checkAnswer(route: RestRoute, request: ApiRequest, response: ApiResponse) {
  const what = `${route.operationId} ${request.url.slice(0, 200)} ${JSON.stringify(request.body)?.slice(0, 200)}: ${response.status} ${response.text.slice(0, 200)}`;
  expect(response.status, what).toBeLessThan(500);
  const path = route.path.replace(/:(\w+)/g, '{$1}');
  const declared = document.paths[path][route.method.toLowerCase()].responses;
  expect(Object.keys(declared), what).toContain(String(response.status));
  if (response.status < 400) return;
  const body = response.json();
  expect(typeof body.error, what).toBe('string');
  expect(
    Object.keys(body).filter((key) => key !== 'error' && key !== 'details'),
    what,
  ).toEqual([]);
}

/** Requests sent at once: password hashing runs on libuv's threads, beside the database. */
const AT_ONCE = 4;

it('answers every fuzzed string parameter of every route without a server fault', async () => {
  const calls = restRoutes.flatMap((route) =>
    slotsOf(route).flatMap((slot) =>
      FUZZ_STRINGS.flatMap((fuzz) =>
        variants(slot, fuzz).map((value) => ({ route, request: requestFor(route, slot, value) })),
      ),
    ),
  );
  expect(calls.length).toBeGreaterThan(1000);
  const refused: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const { route, request } = calls[next++]!;
      const response = await send(request);
      checkAnswer(route, request, response);
      // Refusals made while routing (a malformed URL, an over-long path parameter) carry no id.
      const id = response.headers['x-request-id'];
      if (response.status >= 400 && id !== undefined) refused.push(id);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  // Each refusal is one line of the log: its completion, with no error logged beside it.
  const perRequest = new Map<string, number>();
  for (const line of logLines) {
    if (line.reqId) perRequest.set(line.reqId, (perRequest.get(line.reqId) ?? 0) + 1);
  }
  expect(refused.filter((id) => perRequest.get(id) !== 1)).toEqual([]);
}, 300_000);

/** The share pages' own routes (plugins/share-pages.ts): HTML and PNG, outside the API. */
const SHARE_PATHS = [
  '/share/solar/:hash',
  '/share/solar/:hash/card.png',
  '/share/society/:username',
  '/share/society/:username/card.png',
];

it('answers every fuzzed share page path without a server fault', async () => {
  for (const path of SHARE_PATHS) {
    const name = /:(\w+)/.exec(path)![1]!;
    for (const fuzz of FUZZ_STRINGS) {
      for (const value of variants({ in: 'path', name }, fuzz)) {
        const url = path.replace(`:${name}`, component(value));
        const response = await send({ url });
        expect(
          response.status,
          `${url.slice(0, 200)}: ${response.text.slice(0, 200)}`,
        ).toBeLessThan(500);
      }
    }
  }
}, 120_000);
