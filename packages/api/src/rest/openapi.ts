import { z } from 'zod';
import type { RestRoute } from './rest-route.js';

type JsonSchema = Record<string, unknown>;

const errorBody: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string' },
    details: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function parameters(route: RestRoute): JsonSchema[] {
  const input = route.input;
  if (!input || input.in === 'body') return [];
  const schema = z.toJSONSchema(input.schema, { io: 'input' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    // A path's `:id` is the system hash the procedure calls `hash`.
    name: input.in === 'path' ? 'id' : name,
    in: input.in,
    required: input.in === 'path' || (schema.required ?? []).includes(name),
    schema: property,
  }));
}

function operation(route: RestRoute) {
  const body =
    route.input?.in === 'body'
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: z.toJSONSchema(route.input.schema, { io: 'input' }) },
            },
          },
        }
      : {};
  return {
    summary: route.summary,
    ...(route.auth ? { security: [{ bearer: [] }] } : {}),
    parameters: parameters(route),
    ...body,
    responses: {
      [String(route.status ?? 200)]: {
        description: 'Success (shapes in docs/api.md)',
        content: { 'application/json': { schema: {} } },
      },
      ...(route.cacheable ? { 304: { description: 'Unchanged since the ETag sent' } } : {}),
      400: errorResponse('Invalid input or a refused rule'),
      ...(route.auth ? { 401: errorResponse('Missing, invalid or expired session') } : {}),
      ...Object.fromEntries(
        Object.entries(route.errors ?? {}).map(([status, when]) => [status, errorResponse(when)]),
      ),
      ...(route.input?.in === 'body'
        ? {
            413: errorResponse("The body is over the server's size limit"),
            415: errorResponse('The body is not sent as application/json'),
          }
        : {}),
    },
  };
}

/** An OpenAPI 3.1 document of the /api/v1 route table. */
export function openApiDocument(routes: readonly RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Orrery API', version: '1.0.0', description: 'See docs/api.md.' },
    servers: [{ url: '/api/v1' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: errorBody },
    },
  };
}
