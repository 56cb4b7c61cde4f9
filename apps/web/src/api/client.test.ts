import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS, readSession, saveToken, saveUser } from './session.js';
import { MemoryStorage } from '../test-support/memory-storage.js';
import { answer, ApiError, createApiClient, errorText } from './client.js';

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
      new Response(body === undefined ? '' : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  const api = createApiClient({
    fetch,
    storage,
    onUnauthorized,
    baseUrl: 'http://orrery.test/api/v1',
  });
  const sent = () => fetch.mock.calls[0]![0] as Request;
  return { storage, onUnauthorized, api, sent };
}

describe('api client', () => {
  it('sends the stored token as a bearer header and JSON bodies', async () => {
    const { storage, api, sent } = setup(200, { currency: 100 });
    saveToken(storage, 'tok');
    await answer(api.POST('/solar/collection/buydown', { body: { hours: 2 } }));
    expect(sent().url).toBe('http://orrery.test/api/v1/solar/collection/buydown');
    expect(sent().method).toBe('POST');
    expect(await sent().text()).toBe('{"hours":2}');
    expect(sent().headers.get('Authorization')).toBe('Bearer tok');
    expect(sent().headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    const { api, sent } = setup(200, []);
    await answer(api.GET('/solar/solarsystems/map'));
    expect(sent().headers.has('Authorization')).toBe(false);
  });

  it('fills path parameters and query strings, leaving out undefined values', async () => {
    const { api, sent } = setup(200, {});
    await answer(api.GET('/solar/solarsystem/{id}/full', { params: { path: { id: 'a b' } } }));
    expect(sent().url).toBe('http://orrery.test/api/v1/solar/solarsystem/a%20b/full');
    const second = setup(200, {});
    await answer(
      second.api.GET('/solar/solarsystems/search/optimized', {
        params: { query: { page: 2, search: undefined, status: 'discovered' } },
      }),
    );
    expect(second.sent().url).toBe(
      'http://orrery.test/api/v1/solar/solarsystems/search/optimized?page=2&status=discovered',
    );
  });

  it('answers the body of a success, null included', async () => {
    expect(await answer(setup(200, user).api.GET('/auth/me'))).toEqual(user);
    expect(await answer(setup(200, null).api.GET('/achievements/recent'))).toBeNull();
  });

  it('on 401 clears the token and stored user, then signs out', async () => {
    const { storage, onUnauthorized, api } = setup(401, { error: 'Unauthorized' });
    saveToken(storage, 'expired');
    saveUser(storage, user);
    storage.setItem(SESSION_KEYS.dateFormat, 'asd');
    await expect(answer(api.GET('/auth/me'))).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(readSession(storage)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.token)).toBeNull();
    // The display preference is not part of the session.
    expect(storage.getItem(SESSION_KEYS.dateFormat)).toBe('asd');
  });

  it('leaves a visitor without a session where they are on 401', async () => {
    const { onUnauthorized, api } = setup(401, { error: 'Unauthorized' });
    await expect(
      answer(api.GET('/time/utc-to-asd', { params: { query: { utc: 'x' } } })),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the session on other errors and carries the server text and field details', async () => {
    const { storage, onUnauthorized, api } = setup(400, {
      error: 'Validation failed',
      details: { email: 'Email already registered', password: ['Too short'] },
    });
    saveToken(storage, 'tok');
    saveUser(storage, user);
    const error = (await answer(
      api.POST('/auth/register', {
        body: { username: 'Vega', email: 'v@example.com', password: 'x' },
      }),
    ).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Validation failed');
    expect(error.details).toEqual({ email: 'Email already registered', password: 'Too short' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(readSession(storage)?.user).toEqual(user);
  });

  it('falls back to the screen text when the server sent none', async () => {
    const { api } = setup(500, undefined);
    const error = await answer(api.POST('/solar/collect/{id}', { params: { path: { id: 'x' } } }))
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorText(error, 'Failed to collect system')).toBe('Failed to collect system');
    expect(errorText(new ApiError(400, 'Cooldown active'), 'x')).toBe('Cooldown active');
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
