import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { createCaller, type AppCaller } from '../routers/caller.js';
import type { Context } from '../context.js';
import { requireSession } from '../trpc.js';
import { numericQuery } from './query-values.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where a route's input comes from. */
export type InputSource = 'path' | 'query' | 'body';

/** The groups of the OpenAPI document (its `tags`, described in openapi.ts). */
export type RouteTag =
  | 'Accounts'
  | 'Galaxy'
  | 'Collection'
  | 'Telescope'
  | 'Ledger'
  | 'Achievements'
  | 'E-mail'
  | 'Time'
  | 'Profiles'
  | 'Leaderboards'
  | 'Goals'
  | 'Sinks'
  | 'Trades';

/** Statuses a route may answer besides its success, 400 (bad input) and 401 (auth routes). */
export type RouteErrorStatus = 403 | 404 | 409 | 429;

/** The parts of an HTTP request a REST route reads its input from. */
export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

/** What every route says about itself, for the transport and the OpenAPI document. */
interface RouteMeta<O extends z.ZodType> {
  method: HttpMethod;
  /** Under /api/v1, with `:name` path parameters. */
  path: string;
  /** Unique, camelCase: the operation's name in the OpenAPI document and generated clients. */
  operationId: string;
  tags: readonly [RouteTag, ...RouteTag[]];
  summary: string;
  /** Needs `Authorization: Bearer <token>`. */
  auth: boolean;
  /** Status of a success (200 unless said). */
  status?: 200 | 201;
  /** The statuses beyond 400/401 this route answers, and when (the framework's are added). */
  errors?: Partial<Record<RouteErrorStatus, string>>;
  /** The success answer's schema, from the view schemas the services' types come from. */
  output: O;
  /** A success answer, shown in the document (and checked against `output` by the tests). */
  example: z.output<O>;
  /**
   * The answer depends only on the request URL and the galaxy's state (its identity, rules and
   * discoveries; see galaxyVersion), never on the caller. The transport may then keep the serialized
   * body per URL and answer with an ETag until that state changes.
   */
  cacheable?: true;
  /**
   * The server answers this route with its own handler, streaming or sending bytes as they are
   * ready (apps/server/src/http/routes/map-routes.ts); `call` is then only its tRPC face.
   */
  served?: true;
  /** A binary answer: its media type and what the bytes are, for the document. */
  binary?: { contentType: string; description: string };
  /** The answer at this URL never changes (`Cache-Control: immutable`). */
  immutable?: true;
  /**
   * Also takes an `application/x-www-form-urlencoded` body, which it does not read: RFC 8058's
   * one-click unsubscribe POSTs one. Every other route answers a form 415, so that no page of
   * another site can post to it with a plain HTML form.
   */
  formBody?: true;
}

/**
 * How a route answers: through its tRPC procedure (`call`, the rule for anything that needs a
 * session or a procedure's middleware), or, for a public read, straight from the game service the
 * procedure itself calls (`read`): no caller is built for it, which was a measurable share of a
 * read's time. Either way the input was validated by the route's schema first.
 */
type Answer<I extends unknown[], O> =
  | { call(api: AppCaller, ...input: I): Promise<O>; read?: undefined }
  | { read(context: Context, ...input: I): Promise<O>; call?: undefined };

type RouteWithInput<S extends z.ZodObject, O extends z.ZodType> = RouteMeta<O> & {
  input: { in: InputSource; schema: S };
} & Answer<[input: z.output<S>], z.output<O>>;

type RouteWithoutInput<O extends z.ZodType> = RouteMeta<O> & {
  input?: undefined;
} & Answer<[], z.output<O>>;

/** One row of the route table, its types erased: what the transport and the document read. */
export interface RestRoute extends Omit<RouteMeta<z.ZodType>, 'example'> {
  input?: { in: InputSource; schema: z.ZodObject };
  example: unknown;
  /**
   * Answers the success body, or throws the TRPCError to answer: 401 first when the route needs a
   * session and has none, then 400 with per-field details when the input is wrong.
   */
  handle(context: Context, request: RestRequest): Promise<unknown>;
}

/** Query strings carry text: the schema's number fields are read as numbers first. */
function numberFields(schema: z.ZodObject): string[] {
  const json = z.toJSONSchema(schema, { io: 'input' }) as {
    properties?: Record<string, { type?: string }>;
  };
  return Object.entries(json.properties ?? {})
    .filter(([, property]) => property.type === 'number' || property.type === 'integer')
    .map(([name]) => name);
}

function inputReader<S extends z.ZodObject>(input: { in: InputSource; schema: S }) {
  const numbers = input.in === 'query' ? numberFields(input.schema) : [];
  return (request: RestRequest): z.output<S> => {
    const raw =
      input.in === 'path'
        ? request.params
        : input.in === 'query'
          ? numericQuery(request.query, numbers)
          : // No body reads as an empty one, so the schema names each missing field.
            (request.body ?? {});
    const parsed = input.schema.safeParse(raw);
    if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
    return parsed.data;
  };
}

/** What a served route's handler needs from the table: the row minus its tRPC face. */
type ServedRouteMeta = Omit<RouteMeta<z.ZodType>, 'output' | 'example' | 'served'> & {
  input?: { in: InputSource; schema: z.ZodObject };
};

/**
 * A row for a binary answer the server sends itself (`served`): it has no JSON schema and no tRPC
 * face; `handle` is never called by the transport, and refuses if anything does.
 */
export function defineBinaryRoute(
  route: ServedRouteMeta & { binary: NonNullable<RouteMeta<z.ZodType>['binary']> },
): RestRoute {
  return {
    ...route,
    served: true,
    output: z.string().describe(route.binary.description),
    example: '',
    handle: () =>
      Promise.reject(
        new TRPCError({ code: 'NOT_IMPLEMENTED', message: 'Answered by the HTTP server' }),
      ),
  };
}

/**
 * A row of the route table with its input tied to its schema: `call` (or `read`) gets the parsed
 * input, typed by the schema, and must answer what `output` describes. See CONTRIBUTING.md, "Add a
 * route".
 */
export function defineRoute<S extends z.ZodObject, O extends z.ZodType>(
  route: RouteWithInput<S, O>,
): RestRoute;
export function defineRoute<O extends z.ZodType>(route: RouteWithoutInput<O>): RestRoute;
export function defineRoute(
  route: RouteWithInput<z.ZodObject, z.ZodType> | RouteWithoutInput<z.ZodType>,
): RestRoute {
  // Types erased: defineRoute's signatures above tie each row's input to its schema.
  const { call, read } = route as {
    call?: (api: AppCaller, input?: unknown) => Promise<unknown>;
    read?: (context: Context, input?: unknown) => Promise<unknown>;
  };
  const parse = route.input && inputReader(route.input);
  return {
    ...route,
    handle: async (context, request) => {
      // The session first (401 before 400), as the procedures do.
      if (route.auth) requireSession(context);
      const input = parse?.(request);
      return read ? read(context, input) : call!(createCaller(context), input);
    },
  };
}
