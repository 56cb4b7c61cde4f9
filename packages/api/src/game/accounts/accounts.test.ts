import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  changePassword,
  confirmEmailChange,
  deleteAccount,
  getEmailPreferences,
  getProfile,
  login,
  register,
  requestEmailChange,
  updateEmailPreferences,
} from './index.js';
import {
  confirmationToken,
  emptyGameDb,
  expectRefusal,
  MAIL_SECRET,
  newPlayer,
  T0,
  type GameDb,
} from '../../../test/game/game-db.js';

describe('accounts', () => {
  let g: GameDb;
  beforeEach(async () => {
    g = await emptyGameDb();
  });
  afterEach(async () => g.cleanup());

  it('registers a player with a hashed password, no credits and default e-mail preferences', async () => {
    const input = newPlayer({ suffix: '' });
    const profile = await register(g.db, input, T0);
    expect(profile).toMatchObject({
      username: input.username,
      suffix: '',
      email: input.email,
      currency: 0,
      telescopeLevel: 1,
      nextCollectionAvailable: null,
      createdAt: T0.toISOString(),
    });
    const row = await g.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(input.password);
    expect(await getEmailPreferences(g.db, profile.id)).toEqual([
      expect.objectContaining({ emailType: 'achievement-unlocked', enabled: true }),
      expect.objectContaining({ emailType: 'collection-ready', enabled: true }),
      expect.objectContaining({ emailType: 'trades', enabled: true }),
      expect.objectContaining({ emailType: 'weekly-digest', enabled: false }),
      expect.objectContaining({ emailType: 'product-news', enabled: false }),
    ]);
  });

  it('names every invalid field at once and creates nothing', async () => {
    await expectRefusal(
      g.db,
      () =>
        register(g.db, { username: ' ', suffix: 'Empire', email: 'nope', password: 'short' }, T0),
      'INVALID_INPUT',
    );
    const error = await register(
      g.db,
      { username: '!x', suffix: 'Empire', email: 'nope', password: 'short' },
      T0,
    ).catch((e: { details: Record<string, string> }) => e);
    expect(error).toMatchObject({
      details: {
        username: 'Society name must be 3 to 32 characters',
        suffix: 'Choose a suffix from the list',
        email: 'Enter a valid email address',
        password: 'Password must be at least 8 characters',
      },
    });
  });

  it('refuses a taken e-mail (in any case) or society name with CONFLICT', async () => {
    await register(g.db, newPlayer({ email: 'Taken@Example.org', username: 'Old Guard' }), T0);
    await expectRefusal(
      g.db,
      () => register(g.db, newPlayer({ email: 'taken@example.ORG' }), T0),
      'CONFLICT',
      'Email is already registered',
    );
    await expectRefusal(
      g.db,
      () => register(g.db, newPlayer({ username: 'old guard' }), T0),
      'CONFLICT',
      'Society name is already taken',
    );
  });

  it('logs in with the right password only', async () => {
    const input = newPlayer();
    const profile = await register(g.db, input, T0);
    expect((await login(g.db, input.email.toUpperCase(), input.password)).id).toBe(profile.id);
    await expect(login(g.db, input.email, 'wrong password')).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Invalid email or password',
    });
    await expect(login(g.db, 'nobody@example.org', input.password)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('changes the e-mail once the link is opened, unless it is invalid or taken', async () => {
    const input = newPlayer();
    const a = await register(g.db, input, T0);
    const b = await register(g.db, newPlayer(), T0);
    const change = (email: string) =>
      requestEmailChange(g.db, MAIL_SECRET, a.id, input.password, email, T0);
    expect((await change('new@example.org')).pendingEmail).toBe('new@example.org');
    expect((await getProfile(g.db, a.id)).email).toBe(input.email);
    await confirmEmailChange(g.db, confirmationToken(a.id, 'new@example.org'), T0);
    expect((await getProfile(g.db, a.id)).email).toBe('new@example.org');
    await expectRefusal(g.db, () => change(b.email.toUpperCase()), 'CONFLICT');
    await expectRefusal(g.db, () => change('not-an-email'), 'INVALID_INPUT');
  });

  it('changes the password only with the current one (a wrong one is FORBIDDEN, not 401)', async () => {
    const input = newPlayer();
    const a = await register(g.db, input, T0);
    await expectRefusal(
      g.db,
      () => changePassword(g.db, a.id, 'not it at all', 'another long one', 'this-session'),
      'FORBIDDEN',
      'Current password is incorrect',
    );
    await expectRefusal(
      g.db,
      () => changePassword(g.db, a.id, input.password, 'short', 'this-session'),
      'INVALID_INPUT',
    );
    await changePassword(g.db, a.id, input.password, 'another long one', 'this-session');
    await expect(login(g.db, input.email, input.password)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
    expect((await login(g.db, input.email, 'another long one')).id).toBe(a.id);
  });

  it('updates e-mail preferences, refusing an unknown type without changing any', async () => {
    const a = await register(g.db, newPlayer(), T0);
    const updated = await updateEmailPreferences(g.db, a.id, [
      { emailType: 'weekly-digest', enabled: true },
      { emailType: 'achievement-unlocked', enabled: false },
    ]);
    expect(updated.map((p) => [p.emailType, p.enabled])).toEqual([
      ['achievement-unlocked', false],
      ['collection-ready', true],
      ['trades', true],
      ['weekly-digest', true],
      ['product-news', false],
    ]);
    await expectRefusal(
      g.db,
      () =>
        updateEmailPreferences(g.db, a.id, [
          { emailType: 'product-news', enabled: true },
          { emailType: 'spam', enabled: true },
        ]),
      'INVALID_INPUT',
      'Unknown email type: spam',
    );
  });

  it('deletes an account and everything of it with its password; a second delete finds no account', async () => {
    const input = newPlayer();
    const a = await register(g.db, input, T0);
    const b = await register(g.db, newPlayer(), T0);
    await expectRefusal(g.db, () => deleteAccount(g.db, a.id, 'not it at all'), 'FORBIDDEN');
    await deleteAccount(g.db, a.id, input.password);
    await expect(getProfile(g.db, a.id)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const prefs = await g.db.selectFrom('email_preferences').select('user_id').execute();
    expect(new Set(prefs.map((p) => p.user_id))).toEqual(new Set([b.id]));
    await expectRefusal(g.db, () => deleteAccount(g.db, a.id, input.password), 'UNAUTHENTICATED');
  });
});
