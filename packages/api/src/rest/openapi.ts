import { z } from 'zod';
import { CONTRACT_SCHEMAS } from './contract-schemas.js';
import { eventsPath } from './events-path.js';
import type { RestRoute, RouteTag } from './rest-route.js';

type JsonSchema = Record<string, unknown>;

const TAGS: Record<RouteTag, string> = {
  Accounts: 'Register, sign in, the profile, e-mail and password, account deletion',
  Galaxy: 'Public reads of the galaxy: the map, the guide search, full and random systems',
  Collection: "Collecting systems, the cooldown and the player's collection",
  Telescope: "The telescope's level, reach and upgrades",
  Ledger: 'The balance and the ledger of every change to it',
  Achievements: "Achievements and the player's progress",
  'E-mail': 'Which e-mails the player receives',
  Time: 'The Astral Standard Date',
  Profiles: "Public profiles of societies, and the player's profile settings",
  Leaderboards: 'The leaderboards: top 100 and the viewer’s own rank',
  Goals: 'Daily and weekly goals, and progress toward the luck-gated achievements',
  Sinks: 'What currency buys beyond the cooldown and the telescope: public names, card finishes',
  Trades: 'Offers and gifts between societies, and blocking a society',
};

const errorBody: JsonSchema = {
  type: 'object',
  description: 'Every refused request answers this, with the status saying why.',
  required: ['error'],
  properties: {
    error: { type: 'string', description: 'Text for people' },
    details: {
      type: 'object',
      description: 'Per-field messages, keyed by field name',
      additionalProperties: { type: 'string' },
    },
  },
  additionalProperties: false,
};

/** Statuses that ask the client to wait, and say how long. */
const RETRY_STATUSES = new Set(['429', '503']);

const retryAfter = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', minimum: 0 },
  },
};

const errorResponse = (description: string, status?: string) => ({
  description,
  ...(status !== undefined && RETRY_STATUSES.has(status) ? { headers: retryAfter } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Every schema the routes answer with, named: the contract's views plus each route's output. */
function namedSchemas(routes: readonly RestRoute[]) {
  const registry = z.registry<{ id: string }>();
  const names = new Map<z.ZodType, string>();
  const add = (schema: z.ZodType, id: string) => {
    if (names.has(schema)) return;
    registry.add(schema, { id });
    names.set(schema, id);
  };
  for (const [id, schema] of Object.entries(CONTRACT_SCHEMAS)) add(schema, id);
  for (const route of routes) {
    if (!route.binary) add(route.output, `${pascal(route.operationId)}Answer`);
  }
  const { schemas } = z.toJSONSchema(registry, {
    io: 'output',
    uri: (id) => `#/components/schemas/${id}`,
  });
  // Components are parts of this document, not standalone JSON Schema resources.
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  return { schemas, names };
}

function parameters(route: RestRoute): JsonSchema[] {
  const input = route.input;
  if (!input || input.in === 'body') return [];
  const schema = z.toJSONSchema(input.schema, { io: 'input' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: input.in,
    required: input.in === 'path' || (schema.required ?? []).includes(name),
    schema: property,
  }));
}

/** RFC 8058's one-click body: accepted by a `formBody` route, and not read. */
const oneClickForm = {
  type: 'object',
  properties: { 'List-Unsubscribe': { type: 'string', const: 'One-Click' } },
};

function requestBody(route: RestRoute) {
  if (route.formBody) {
    const content = { 'application/x-www-form-urlencoded': { schema: oneClickForm } };
    return { requestBody: { required: false, content } };
  }
  if (route.input?.in !== 'body') return {};
  const { $schema: _, ...schema } = z.toJSONSchema(route.input.schema, { io: 'input' });
  return { requestBody: { required: true, content: { 'application/json': { schema } } } };
}

/** The statuses the server answers before or around the route's own work. */
function transportErrors(route: RestRoute) {
  const hasBody = route.method !== 'GET';
  return {
    400: errorResponse(
      route.input
        ? 'Invalid input (`details` names each wrong field), a malformed URL or body, or a refused rule'
        : 'A malformed URL or body, or a refused rule',
    ),
    ...(route.auth ? { 401: errorResponse('Missing, invalid or expired session') } : {}),
    ...(hasBody
      ? {
          413: errorResponse("The body is over the server's size limit (32 KiB)"),
          415: errorResponse(
            route.formBody
              ? 'A body sent neither as application/json nor as a form'
              : 'A body not sent as application/json (a form included)',
          ),
        }
      : {}),
    ...(route.path.includes(':')
      ? { 414: errorResponse('A path parameter over 100 characters') }
      : {}),
    431: errorResponse("The request's headers (the query string included) are too large"),
    // Every route may read the session or the galaxy, so every route can meet this.
    503: errorResponse(
      'The database is out of reach, or cannot be written right now, or the galaxy is still being seeded: nothing changed',
      '503',
    ),
  };
}

/** A success answer: JSON of the route's named schema, or bytes of its media type. */
function successContent(route: RestRoute, names: Map<z.ZodType, string>) {
  if (route.binary) {
    const { contentType, description } = route.binary;
    return {
      [contentType]: { schema: { type: 'string', contentMediaType: contentType, description } },
    };
  }
  return {
    'application/json': {
      schema: { $ref: `#/components/schemas/${names.get(route.output)}` },
      example: route.example,
    },
  };
}

function operation(route: RestRoute, names: Map<z.ZodType, string>) {
  const success = String(route.status ?? 200);
  return {
    operationId: route.operationId,
    tags: route.tags,
    summary: route.summary,
    security: route.auth ? [{ bearer: [] }] : [],
    parameters: parameters(route),
    ...requestBody(route),
    responses: {
      [success]: {
        description: route.summary,
        content: successContent(route, names),
      },
      ...(route.cacheable || route.immutable
        ? { 304: { description: 'Unchanged since the ETag sent' } }
        : {}),
      ...transportErrors(route),
      ...Object.fromEntries(
        Object.entries(route.errors ?? {}).map(([status, when]) => [
          status,
          errorResponse(when, status),
        ]),
      ),
    },
  };
}

/** An OpenAPI 3.1 document of the /api/v1 route table: every answer, success and error. */
export function openApiDocument(routes: readonly RestRoute[]) {
  const { schemas, names } = namedSchemas(routes);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, names);
  }
  paths['/events'] = eventsPath;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Orrery API',
      version: '1.0.0',
      description: 'Collect procedurally generated solar systems. Guide: docs/api.md.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/api/v1' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ...schemas, Error: errorBody },
    },
  };
}
