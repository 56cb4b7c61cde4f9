import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiDocument } from './openapi.js';
import { restRoutes } from './routes.js';

// What every row of the REST table must say about itself, so that a route added anywhere fails
// here, by name, until the contract describes it (CONTRIBUTING.md, "Add a route").

/** Fastify's maxParamLength: a longer path parameter is refused (414) before any schema. */
const MAX_PARAM_LENGTH = 100;

const name = (route: (typeof restRoutes)[number]) => `${route.method} ${route.path}`;

describe('the REST route table', () => {
  it('names each operation once, in camelCase, with a summary and tags', () => {
    const problems = restRoutes.flatMap((route) => [
      ...(/^[a-z][a-zA-Z0-9]*$/.test(route.operationId ?? '')
        ? []
        : [`${name(route)}: operationId "${route.operationId}" is not camelCase`]),
      ...(route.summary?.trim() ? [] : [`${name(route)}: no summary`]),
      ...(route.tags?.length ? [] : [`${name(route)}: no tags`]),
      ...(typeof route.auth === 'boolean' ? [] : [`${name(route)}: auth must be true or false`]),
    ]);
    expect(problems).toEqual([]);
    const ids = restRoutes.map((route) => route.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const paths = restRoutes.map(name);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it('reads each path parameter from the input schema, no longer than the server allows', () => {
    const problems = restRoutes.flatMap((route) => {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      if (inPath.length === 0)
        return route.input?.in === 'path' ? [`${name(route)}: no :param`] : [];
      if (route.input?.in !== 'path') return [`${name(route)}: path parameters without a schema`];
      const shape = route.input.schema.shape as Record<string, z.ZodType>;
      return [
        ...(Object.keys(shape).sort().join() === [...inPath].sort().join()
          ? []
          : [`${name(route)}: schema keys ${Object.keys(shape)} differ from the path's ${inPath}`]),
        ...inPath.flatMap((param) => {
          const json = z.toJSONSchema(shape[param]!, { io: 'input' }) as { maxLength?: number };
          return json.maxLength !== undefined && json.maxLength <= MAX_PARAM_LENGTH
            ? []
            : [`${name(route)}: :${param} needs a maxLength of at most ${MAX_PARAM_LENGTH}`];
        }),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('gives each JSON answer an example its own output schema accepts', () => {
    const problems = restRoutes.flatMap((route) => {
      if (route.binary) return [];
      const parsed = route.output.safeParse(route.example);
      return parsed.success ? [] : [`${name(route)}: ${z.prettifyError(parsed.error)}`];
    });
    expect(problems).toEqual([]);
  });

  it('declares, in the document, every status the transport adds, each with the Error body', () => {
    const document = openApiDocument(restRoutes);
    const problems = restRoutes.flatMap((route) => {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = (document.paths[path] as Record<string, Operation>)[
        route.method.toLowerCase()
      ]!;
      const expected = [
        '400',
        '431',
        '503',
        ...(route.auth ? ['401'] : []),
        ...(route.method !== 'GET' ? ['413', '415'] : []),
        ...(route.path.includes(':') ? ['414'] : []),
        ...Object.keys(route.errors ?? {}),
      ];
      const security = JSON.stringify(operation.security);
      return [
        ...expected
          .filter(
            (status) =>
              operation.responses[status]?.content?.['application/json']?.schema.$ref !==
              '#/components/schemas/Error',
          )
          .map((status) => `${name(route)}: ${status} is not declared with the Error schema`),
        ...(security === (route.auth ? '[{"bearer":[]}]' : '[]')
          ? []
          : [`${name(route)}: security ${security} does not match auth ${route.auth}`]),
      ];
    });
    expect(problems).toEqual([]);
  });
});

interface Operation {
  security: unknown;
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
