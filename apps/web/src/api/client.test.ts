import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS, readSession, saveToken, saveUser } from '../auth/session.js';
import { MemoryStorage } from '../test-support/memory-storage.js';
import { ApiError, buildUrl, createApiClient, errorText } from './client.js';

const user = {
  id: 7,
  username: 'Vega',
  suffix: 'League',
  email: 'v@example.com',
  currency: 300,
  telescopeLevel: 1,
  nextCollectionAvailable: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function setup(status: number, body: unknown) {
  const storage = new MemoryStorage();
  const onUnauthorized = vi.fn();
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? '' : JSON.stringify(body), { status }),
  );
  const request = createApiClient({ fetch, storage, onUnauthorized });
  return { storage, onUnauthorized, fetch, request };
}

describe('api client', () => {
  it('sends the stored token as a bearer header and JSON bodies', async () => {
    const { storage, fetch, request } = setup(200, { ok: true });
    saveToken(storage, 'tok');
    await request('/solar/collection/buydown', { method: 'POST', body: { hours: 2 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/solar/collection/buydown');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"hours":2}');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('sends no Authorization header without a token', async () => {
    const { fetch, request } = setup(200, []);
    await request('/solar/solarsystems/map');
    expect(
      (fetch.mock.calls[0]![1]?.headers as Record<string, string>).Authorization,
    ).toBeUndefined();
  });

  it('on 401 clears the token and stored user, then signs out', async () => {
    const { storage, onUnauthorized, request } = setup(401, { error: 'Unauthorized' });
    saveToken(storage, 'expired');
    saveUser(storage, user);
    storage.setItem(SESSION_KEYS.dateFormat, 'asd');
    await expect(request('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(readSession(storage)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.token)).toBeNull();
    // The display preference is not part of the session.
    expect(storage.getItem(SESSION_KEYS.dateFormat)).toBe('asd');
  });

  it('leaves a visitor without a session where they are on 401', async () => {
    const { onUnauthorized, request } = setup(401, { error: 'Unauthorized' });
    await expect(request('/time/utc-to-asd')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the session on other errors and carries the server text and field details', async () => {
    const { storage, onUnauthorized, request } = setup(400, {
      error: 'Validation failed',
      details: { email: 'Email already registered', password: ['Too short'] },
    });
    saveToken(storage, 'tok');
    saveUser(storage, user);
    const error = (await request('/auth/register', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Validation failed');
    expect(error.details).toEqual({ email: 'Email already registered', password: 'Too short' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(readSession(storage)?.user).toEqual(user);
  });

  it('falls back to the screen text when the server sent none', async () => {
    const { request } = setup(500, undefined);
    const error = await request('/x').catch((e) => e);
    expect(errorText(error, 'Failed to collect system')).toBe('Failed to collect system');
    expect(errorText(new ApiError(400, 'Cooldown active'), 'x')).toBe('Cooldown active');
  });

  it('builds query strings, skipping empty values', () => {
    expect(buildUrl('/transactions/history', { limit: 25, offset: 0, q: undefined, s: '' })).toBe(
      '/api/v1/transactions/history?limit=25&offset=0',
    );
  });
});

describe('readSession', () => {
  it('needs both a token and a readable stored user', () => {
    const storage = new MemoryStorage();
    saveToken(storage, 'tok');
    expect(readSession(storage)).toBeNull();
    storage.setItem(SESSION_KEYS.user, '{not json');
    expect(readSession(storage)).toBeNull();
    saveUser(storage, user);
    expect(readSession(storage)).toEqual({ token: 'tok', user });
  });
});
