import { clearSession, readToken } from '../auth/session.js';

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

export type Query = Record<string, string | number | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  storage: Storage;
  /** Called after a 401 has cleared the session. */
  onUnauthorized: () => void;
}

export type ApiRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** JSON over fetch with the stored bearer token; a 401 on a session signs the player out (spec 4, 8). */
export function createApiClient(deps: ApiClientDeps): ApiRequest {
  return async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = readToken(deps.storage);
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await deps.fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const payload = await readJson(response);
    if (response.ok) return payload as T;
    // A 401 means the session is gone; a visitor without one has nothing to sign out of.
    if (response.status === 401 && token) {
      clearSession(deps.storage);
      deps.onUnauthorized();
    }
    const error = payload as { error?: unknown; message?: unknown; details?: unknown } | null;
    const message =
      typeof error?.error === 'string'
        ? error.error
        : typeof error?.message === 'string'
          ? error.message
          : '';
    return Promise.reject(new ApiError(response.status, message, fieldDetails(error?.details)));
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
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
