import * as argon2 from '@node-rs/argon2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dummyPasswordHash, login, register } from '../../src/game/index.js';
import { emptyGameDb, expectRefusal, newPlayer, T0, type GameDb } from './game-db.js';

// A pass-through spy: the real argon2 runs, the test only sees which hash each login verified.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof argon2>();
  return { ...real, verify: vi.fn(real.verify) };
});

describe('login timing', () => {
  let g: GameDb;
  beforeEach(async () => {
    g = await emptyGameDb();
    vi.mocked(argon2.verify).mockClear();
  });
  afterEach(() => g.cleanup());

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

    const verified = vi.mocked(argon2.verify).mock.calls.map(([hashed]) => hashed);
    const dummy = await dummyPasswordHash();
    expect(verified).toEqual([dummy, stored, stored]);
    // Same algorithm and cost parameters, so the verification costs the same.
    const parameters = (hashed: string) => hashed.split('$').slice(1, 4).join('$');
    expect(parameters(dummy)).toBe(parameters(stored));
    expect(parameters(dummy)).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
  });
});
