import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { dummyPasswordHash, login, register } from './index.js';
import { passwordHashing } from './password-hashing.js';
import {
  emptyGameDb,
  expectRefusal,
  newPlayer,
  T0,
  type GameDb,
} from '../../../test/game/game-db.js';

describe('login timing', () => {
  let g: GameDb;
  // A pass-through spy: the real argon2 runs, the test only sees which hash each login verified.
  let verify: MockInstance<typeof passwordHashing.verify>;
  beforeEach(async () => {
    g = await emptyGameDb();
    verify = vi.spyOn(passwordHashing, 'verify');
  });
  afterEach(async () => {
    verify.mockRestore();
    await g.cleanup();
  });

  it('verifies an unknown address against a dummy hash made like a real one', async () => {
    const input = newPlayer();
    await register(g.db, input, T0);
    const stored = (
      await g.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow()
    ).password_hash;

    await expectRefusal(
      g.db,
      () => login(g.db, 'nobody@example.com', input.password),
      'INVALID_INPUT',
    );
    await expectRefusal(g.db, () => login(g.db, input.email, 'wrong password'), 'INVALID_INPUT');
    await login(g.db, input.email, input.password);

    const verified = verify.mock.calls.map(([hashed]) => hashed);
    const dummy = await dummyPasswordHash();
    expect(verified).toEqual([dummy, stored, stored]);
    // Same algorithm and cost parameters, so the verification costs the same.
    const parameters = (hashed: string) => hashed.split('$').slice(1, 4).join('$');
    expect(parameters(dummy)).toBe(parameters(stored));
    expect(parameters(dummy)).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
  });
});
