import createClient, { type Client } from 'openapi-fetch';
import { clearSession, readToken } from './session.js';
import type { paths } from './openapi.gen.js';

export const API_BASE = '/api/v1';

/** A failed call: the HTTP status, the server's `error` text and any per-field `details`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  storage: Storage;
  /** Called after a 401 has cleared the session. */
  onUnauthorized: () => void;
  /** Where /api/v1 is; relative in the browser, absolute where there is no page (tests). */
  baseUrl?: string;
}

/** The /api/v1 client, typed by the server's OpenAPI document (openapi.gen.ts). */
export type ApiClient = Client<paths>;

/**
 * JSON over fetch with the stored bearer token; a 401 on a session signs the player out (docs/spec.md §4, §8).
 * Paths, parameters, bodies and answers are checked against the generated types.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const client = createClient<paths>({
    baseUrl: deps.baseUrl ?? API_BASE,
    fetch: (request) => deps.fetch(request),
    headers: { Accept: 'application/json' },
  });
  client.use({
    onRequest({ request }) {
      const token = readToken(deps.storage);
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    onResponse({ request, response }) {
      // A 401 means the session is gone; a visitor without one has nothing to sign out of.
      if (response.status === 401 && request.headers.has('Authorization')) {
        clearSession(deps.storage);
        deps.onUnauthorized();
      }
    },
  });
  return client;
}

/** What openapi-fetch resolves to: the answer on success, the error body (`{ error, details? }`) otherwise. */
type Outcome =
  | { data: unknown; error?: never; response: Response }
  | { data?: never; error: unknown; response: Response };

/** The success answer's type (a `null` answer stays `null`). */
type AnswerOf<R> = R extends { data: infer D; error?: never } ? D : never;

/** The answer of a successful call, or a rejection with the ApiError it failed with. */
export async function answer<R extends Outcome>(pending: Promise<R>): Promise<AnswerOf<R>> {
  const outcome = await pending;
  // TypeScript cannot narrow a generic union; the success branch's data is AnswerOf<R>.
  if (outcome.error === undefined && outcome.response.ok) return outcome.data as AnswerOf<R>;
  const body = outcome.error as { error?: unknown; message?: unknown; details?: unknown } | null;
  const message =
    typeof body?.error === 'string'
      ? body.error
      : typeof body?.message === 'string'
        ? body.message
        : '';
  throw new ApiError(outcome.response.status, message, fieldDetails(body?.details));
}

/** Keeps only string-valued (or first-string-of-list) field messages. */
function fieldDetails(details: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!details || typeof details !== 'object') return out;
  for (const [field, value] of Object.entries(details)) {
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string') out[field] = text;
  }
  return out;
}

/** The message to show: the server's text when it sent one, otherwise the screen's fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
