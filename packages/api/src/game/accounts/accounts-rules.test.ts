import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateGameConfig } from '../core/index.js';
import { getTransactionHistory } from '../ledger/index.js';
import {
  changePassword,
  confirmEmailChange,
  getProfile,
  requestEmailChange,
  login,
  register,
  type Registration,
} from './index.js';
import {
  confirmationToken,
  expectRefusal,
  MAIL_SECRET,
  newPlayer,
  placedGameDb,
  T0,
  type GameDb,
  expectOneWinner,
} from '../../../test/game/game-db.js';

/** The registration rules at their exact limits (docs/spec.md, "Register"; docs/game-rules.md). */
// One database for the file (every registration is unique): a fresh one per test costs seconds on
// PostgreSQL. A galaxy of one system, so a test can change the config in force.
let g: GameDb;
beforeAll(async () => {
  g = await placedGameDb([[0, 0, 0]]);
});
afterAll(() => g.cleanup());

const fresh = () => g.db;

/** The `details` a refused registration names (none: it was accepted). */
async function problems(db: GameDb['db'], overrides: Partial<Registration>) {
  return register(db, newPlayer(overrides), T0).then(
    () => ({}),
    (e: { code: string; message: string; details?: Record<string, string> }) => {
      expect(e.code).toBe('INVALID_INPUT');
      // The message is the first field's problem.
      expect(e.message).toBe(Object.values(e.details ?? {})[0]);
      return e.details;
    },
  );
}

const emailOf = (length: number) => `${'a'.repeat(length - '@example.org'.length)}@example.org`;

describe('registration limits', () => {
  it('takes a password of 8 to 128 characters', async () => {
    const db = fresh();
    expect(await problems(db, { password: 'x'.repeat(7) })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(await problems(db, { password: 'x'.repeat(129) })).toEqual({
      password: 'Password must be at most 128 characters',
    });
    expect(await problems(db, { password: '' })).toEqual({ password: 'Password is required' });
    expect(await problems(db, { password: 'x'.repeat(8) })).toEqual({});
    expect(await problems(db, { password: 'x'.repeat(128) })).toEqual({});
  });

  it('takes a society name of 3 to 32 characters, counted after trimming', async () => {
    const db = fresh();
    const tooShort = 'Society name must be 3 to 32 characters';
    expect(await problems(db, { username: 'Ab' })).toEqual({ username: tooShort });
    expect(await problems(db, { username: '  Ab  ' })).toEqual({ username: tooShort });
    expect(await problems(db, { username: 'A'.repeat(33) })).toEqual({ username: tooShort });
    expect(await problems(db, { username: '   ' })).toEqual({
      username: 'Society name is required',
    });
    expect(await problems(db, { username: "-Ab'c" })).toEqual({
      username: 'Society name may contain letters, digits, spaces, apostrophes and hyphens',
    });
    expect(await problems(db, { username: 'Abc' })).toEqual({});
    expect(await problems(db, { username: ` ${'B'.repeat(32)} ` })).toEqual({});
    const names = await db
      .selectFrom('users')
      .select('username')
      .where('username', 'in', ['Abc', 'B'.repeat(32), ` ${'B'.repeat(32)} `])
      .orderBy('id')
      .execute();
    expect(names.map((n) => n.username)).toEqual(['Abc', 'B'.repeat(32)]);
  });

  it('takes an e-mail address of up to 254 characters, trimmed', async () => {
    const db = fresh();
    expect(await problems(db, { email: emailOf(255) })).toEqual({
      email: 'Enter a valid email address',
    });
    expect(await problems(db, { email: '  ' })).toEqual({ email: 'Email is required' });
    expect(await problems(db, { email: emailOf(254) })).toEqual({});
    const input = newPlayer({ email: '  Trim@Example.org ' });
    const profile = await register(db, input, T0);
    expect(profile.email).toBe('Trim@Example.org');
    // Logging in trims the address the same way.
    expect((await login(db, ' trim@example.org  ', input.password)).id).toBe(profile.id);
  });

  it('refuses an unknown suffix, naming only that field', async () => {
    const db = fresh();
    expect(await problems(db, { suffix: 'Horde' })).toEqual({
      suffix: 'Choose a suffix from the list',
    });
  });
});

describe('two registrations at once', () => {
  // Both pass the "is it taken?" checks before either inserts (the password hash runs between):
  // the database's unique index decides, and the loser hears which field was taken.
  it('gives the e-mail to one and tells the other it is registered', async () => {
    const db = fresh();
    const email = 'race@example.org';
    const results = await Promise.allSettled([
      register(db, newPlayer({ email }), T0),
      register(db, newPlayer({ email: email.toUpperCase() }), T0),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: {
        code: 'CONFLICT',
        message: 'Email is already registered',
        details: { email: 'Email is already registered' },
      },
    });
  });

  it('gives the society name to one and tells the other it is taken', async () => {
    const db = fresh();
    const results = await Promise.allSettled([
      register(db, newPlayer({ username: 'Racing Society' }), T0),
      register(db, newPlayer({ username: 'racing society' }), T0),
    ]);
    expectOneWinner(results, 'username', 'Society name is already taken');
  });
});

describe('welcome credits', () => {
  it('pays the starting credits through the ledger when the config has some', async () => {
    const db = fresh();
    await updateGameConfig(db, { startingCredits: 25 });
    const profile = await register(db, newPlayer(), T0);
    await updateGameConfig(db, { startingCredits: 0 });
    expect(profile.currency).toBe(25);
    const { transactions } = await getTransactionHistory(db, profile.id);
    expect(transactions).toMatchObject([
      {
        reason: { name: 'Welcome credits' },
        description: 'Welcome credits',
        amount: 25,
        createdAt: T0.toISOString(),
      },
    ]);
  });

  it('writes no ledger row when the starting credits are 0', async () => {
    const db = fresh();
    const profile = await register(db, newPlayer(), T0);
    expect((await getTransactionHistory(db, profile.id)).total).toBe(0);
  });
});

describe('changing the e-mail and password', () => {
  it('trims the new address and tells the old one, unless only its case changed', async () => {
    const db = fresh();
    const input = newPlayer({ email: 'old@example.org' });
    const a = await register(db, input, T0);
    const change = (email: string) =>
      requestEmailChange(db, MAIL_SECRET, a.id, input.password, email, T0);
    expect(await change(' Old@Example.org ')).toMatchObject({ pendingEmail: null });
    expect((await getProfile(db, a.id)).email).toBe('Old@Example.org');
    expect(await change('  new@example.org')).toMatchObject({ pendingEmail: 'new@example.org' });
    await confirmEmailChange(db, confirmationToken(a.id, 'new@example.org'), T0);
    expect((await getProfile(db, a.id)).email).toBe('new@example.org');
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['kind', 'to_address', 'payload'])
      .where('kind', '=', 'email-changed')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: 'Old@Example.org' });
    expect(JSON.parse(mails[0]!.payload)).toEqual({
      newEmail: 'new@example.org',
      changedAt: T0.toISOString(),
    });
    await expectRefusal(
      db,
      () => change('not an address'),
      'INVALID_INPUT',
      'Enter a valid email address',
    );
  });

  it('holds a new password to the same limits, naming the field', async () => {
    const db = fresh();
    const input = newPlayer();
    const a = await register(db, input, T0);
    await expect(
      changePassword(db, a.id, input.password, 'x'.repeat(7), 'session'),
    ).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      details: { newPassword: 'Password must be at least 8 characters' },
    });
    await changePassword(db, a.id, input.password, 'y'.repeat(7) + 'z', 'session');
    expect((await login(db, input.email, 'y'.repeat(7) + 'z')).id).toBe(a.id);
  });
});
