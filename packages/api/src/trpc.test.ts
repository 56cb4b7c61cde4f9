import type { Db } from '@orrery/db';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyGameDb, type GameDb } from '../test/game/game-db.js';
import { createCaller } from './routers/caller.js';
import { createContextInner, createRequestContext } from './context.js';
import { describeError } from './errors.js';
import { generateSessionSecret, issueSessionToken, sessionKey } from './session.js';

let game: GameDb;
let db: Db;
const config = { session: sessionKey(generateSessionSecret()) };
const now = new Date('2030-01-01T00:00:00Z');
const anonymous = () => createCaller(createContextInner({ db, user: null, now, config }));

/** The TRPCError a call fails with. */
async function failure(call: Promise<unknown>): Promise<TRPCError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

/** An account of the calling test's own, so that no test leans on another having run first. */
async function newAccount(username: string): Promise<{ email: string; password: string }> {
  const credentials = { email: `${username.toLowerCase()}@example.com`, password: 'long enough' };
  await anonymous().auth.register({ username, suffix: '', ...credentials });
  return credentials;
}

beforeAll(async () => {
  game = await emptyGameDb();
  db = game.db;
});
afterAll(() => game.cleanup());

describe('procedures through createCaller', () => {
  it('protected procedures refuse an anonymous caller with UNAUTHORIZED (401)', async () => {
    const error = await failure(anonymous().auth.me());
    expect(error.code).toBe('UNAUTHORIZED');
    expect(describeError(error)).toEqual({
      status: 401,
      body: { error: 'Please sign in to continue' },
    });
  });

  it('input errors are 400 with details keyed by field', async () => {
    const error = await failure(
      anonymous().auth.register({ username: 7, suffix: '', email: 'a@b.co' } as never),
    );
    const { status, body } = describeError(error);
    expect(status).toBe(400);
    expect(Object.keys(body.details ?? {}).sort()).toEqual(['password', 'username']);
  });

  it('a refused rule keeps its code and per-field details', async () => {
    const input = {
      username: 'Orion',
      suffix: '',
      email: 'orion@example.com',
      password: 'long enough',
    };
    await expect(anonymous().auth.register(input)).resolves.toMatchObject({ success: true });
    const error = await failure(anonymous().auth.register({ ...input, username: 'Other' }));
    expect(describeError(error)).toEqual({
      status: 409,
      body: {
        error: 'Email is already registered',
        details: { email: 'Email is already registered' },
      },
    });
  });

  it('login signs a session token that createRequestContext turns back into the player', async () => {
    const { token, user } = await anonymous().auth.login(await newAccount('Lyra'));
    const context = await createRequestContext({
      db,
      config,
      authorization: `Bearer ${token}`,
      now,
    });
    expect(context.user).toEqual({
      id: user.id,
      username: 'Lyra',
      sessionId: expect.any(String),
    });
    await expect(createCaller(context).auth.me()).resolves.toMatchObject({ id: user.id });
    const expired = await issueSessionToken(
      config.session,
      { userId: user.id, sessionId: context.user!.sessionId },
      new Date('2020-01-01T00:00:00Z'),
    );
    expect(
      (await createRequestContext({ db, config, authorization: `Bearer ${expired}`, now })).user,
    ).toBeNull();
    // A well-signed token for a session the server never started signs nobody in.
    const unknown = await issueSessionToken(
      config.session,
      { userId: user.id, sessionId: 'never-started' },
      now,
    );
    expect(
      (await createRequestContext({ db, config, authorization: `Bearer ${unknown}`, now })).user,
    ).toBeNull();
  });

  it('logout ends that session only: its token signs nobody in, another session goes on', async () => {
    const credentials = await newAccount('Vega');
    const first = await anonymous().auth.login(credentials);
    const second = await anonymous().auth.login(credentials);
    const contextOf = (token: string) =>
      createRequestContext({ db, config, authorization: `Bearer ${token}`, now });
    await expect(createCaller(await contextOf(first.token)).auth.logout()).resolves.toEqual({
      success: true,
      message: 'Signed out',
    });
    expect((await contextOf(first.token)).user).toBeNull();
    const error = await failure(createCaller(await contextOf(first.token)).auth.me());
    expect(error.code).toBe('UNAUTHORIZED');
    expect((await contextOf(second.token)).user).toMatchObject({ id: second.user.id });
  });

  it('server faults are 500 with a generic message', () => {
    const error = new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      cause: new Error('disk on fire at db.ts:12'),
    });
    expect(describeError(error)).toEqual({ status: 500, body: { error: 'Internal server error' } });
  });
});
