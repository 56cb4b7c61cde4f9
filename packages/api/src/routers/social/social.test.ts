import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyGameDb, newPlayer, T0, type GameDb } from '../../../test/game/game-db.js';
import { createCaller } from '../caller.js';
import { createContextInner } from '../../context.js';
import { describeError } from '../../errors.js';
import { register } from '../../game/accounts/index.js';
import { generateSessionSecret, sessionKey } from '../../session.js';

// The society, leaderboards and completion procedures: the same services as /api/v1, with the
// session deciding what a caller sees.
let game: GameDb;
const config = { session: sessionKey(generateSessionSecret()) };
const callerFor = (player: { id: number; username: string } | null) =>
  createCaller(
    createContextInner({
      db: game.db,
      user: player && { ...player, sessionId: `test-${player.id}` },
      now: T0,
      config,
    }),
  );

beforeAll(async () => {
  game = await emptyGameDb();
});
afterAll(() => game.cleanup());

describe('society, leaderboards and completion procedures', () => {
  it('open a public profile to anyone and a private one to its owner only', async () => {
    const owner = await register(game.db, newPlayer(), T0);
    const me = callerFor(owner);
    expect(await me.society.settings()).toEqual({ private: false, showcase: [] });
    expect((await callerFor(null).society.profile({ username: owner.username })).username).toBe(
      owner.username,
    );
    await me.society.updateSettings({ private: true });
    const hidden = await callerFor(null)
      .society.profile({ username: owner.username })
      .catch((error: unknown) => error);
    expect(describeError(hidden as never)).toEqual({
      status: 404,
      body: { error: 'Society not found' },
    });
    expect((await me.society.profile({ username: owner.username })).private).toBe(true);
  });

  it('refuse a showcase of systems not held with 400 and details', async () => {
    const player = await register(game.db, newPlayer(), T0);
    const refused = await callerFor(player)
      .society.updateSettings({ showcase: ['nope'] })
      .catch((error: unknown) => error);
    const { status, body } = describeError(refused as never);
    expect(status).toBe(400);
    expect(body.details).toHaveProperty('showcase');
  });

  it('answer the boards with the viewer’s own place only when signed in', async () => {
    const player = await register(game.db, newPlayer(), T0);
    const signedIn = await callerFor(player).leaderboards.list();
    expect(signedIn.boards[0]!.viewer).toEqual({ rank: null, value: 0 });
    const visitor = await callerFor(null).leaderboards.list();
    expect(visitor.boards.every((board) => board.viewer === null)).toBe(true);
    const refused = await callerFor(null)
      .collection.completion()
      .catch((error: unknown) => error);
    expect(describeError(refused as never).status).toBe(401);
  });
});
