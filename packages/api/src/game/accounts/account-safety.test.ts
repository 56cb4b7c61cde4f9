import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPublicProfile } from '../social/index.js';
import {
  changePassword,
  COMMON_PASSWORD,
  confirmEmailChange,
  deleteAccount,
  EMAIL_CHANGE_TTL_MS,
  getProfile,
  INVALID_EMAIL_LINK,
  login,
  register,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
  type Registration,
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

// The account's safety rules as the game enforces them (docs/api.md, "Re-authentication"): the
// current password for an address change or a deletion, a new address that takes over only from
// its mailed link, one such mail per address and window, identity compared by its Unicode key,
// and passwords from the common-password list refused.

let g: GameDb;
beforeAll(async () => {
  g = await emptyGameDb();
});
afterAll(() => g.cleanup());

const DAY = EMAIL_CHANGE_TTL_MS;
const later = (ms: number) => new Date(T0.getTime() + ms);

async function newAccount(overrides: Partial<Registration> = {}) {
  const input = newPlayer(overrides);
  return { input, profile: await register(g.db, input, T0) };
}

const confirmationMailsTo = (address: string) =>
  g.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('kind', '=', 'email-confirm')
    .where('to_address', '=', address)
    .execute();

describe('re-authentication', () => {
  it('refuses an address change or a deletion with a wrong or missing password, changing nothing', async () => {
    const { input, profile } = await newAccount();
    const change = (password: string) =>
      requestEmailChange(g.db, MAIL_SECRET, profile.id, password, 'thief@example.net', T0);
    await expectRefusal(g.db, () => change('a guess at it'), 'FORBIDDEN');
    await expectRefusal(g.db, () => change(''), 'INVALID_INPUT', 'Current password is required');
    await expectRefusal(g.db, () => deleteAccount(g.db, profile.id, 'a guess at it'), 'FORBIDDEN');
    await expectRefusal(g.db, () => deleteAccount(g.db, profile.id, ''), 'INVALID_INPUT');
    expect((await getProfile(g.db, profile.id)).email).toBe(input.email);
  });
});

describe('an address change', () => {
  it('waits for the link mailed to the new address, then tells the old one', async () => {
    const { input, profile } = await newAccount({ username: 'Chosen Name' });
    const answer = await requestEmailChange(
      g.db,
      MAIL_SECRET,
      profile.id,
      input.password,
      ' moving@example.net ',
      T0,
    );
    expect(answer).toMatchObject({ success: true, pendingEmail: 'moving@example.net' });
    expect((await getProfile(g.db, profile.id)).email).toBe(input.email);
    const [mail, ...more] = await confirmationMailsTo('moving@example.net');
    expect(more).toEqual([]);
    // Nothing the asker chose but the address itself goes into the mail.
    expect(mail!.payload).not.toContain('Chosen Name');

    const token = confirmationToken(profile.id, 'moving@example.net');
    await expectRefusal(g.db, () => confirmEmailChange(g.db, `${token}x`, T0), 'INVALID_INPUT');
    await confirmEmailChange(g.db, token, later(DAY - 1));
    expect((await getProfile(g.db, profile.id)).email).toBe('moving@example.net');
    const notices = await g.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'payload'])
      .where('kind', '=', 'email-changed')
      .where('user_id', '=', profile.id)
      .execute();
    expect(notices).toEqual([
      {
        to_address: input.email,
        payload: JSON.stringify({
          newEmail: 'moving@example.net',
          changedAt: later(DAY - 1).toISOString(),
        }),
      },
    ]);
    await expectRefusal(g.db, () => confirmEmailChange(g.db, token, T0), 'INVALID_INPUT');
    expect((await login(g.db, 'moving@example.net', input.password)).id).toBe(profile.id);
  });

  it('refuses an expired link, and an address taken meanwhile, keeping the change waiting', async () => {
    const { input, profile } = await newAccount();
    await requestEmailChange(g.db, MAIL_SECRET, profile.id, input.password, 'late@example.net', T0);
    const token = confirmationToken(profile.id, 'late@example.net');
    await expectRefusal(
      g.db,
      () => confirmEmailChange(g.db, token, later(DAY)),
      'INVALID_INPUT',
      INVALID_EMAIL_LINK,
    );
    await newAccount({ email: 'LATE@example.net' });
    await expectRefusal(g.db, () => confirmEmailChange(g.db, token, T0), 'CONFLICT');
    expect((await getProfile(g.db, profile.id)).email).toBe(input.email);
  });

  it('mails an address once per window, however many accounts ask or how often', async () => {
    const victim = 'victim@example.net';
    const { input, profile } = await newAccount();
    const ask = (email: string, at: Date, who = profile.id, password = input.password) =>
      requestEmailChange(g.db, MAIL_SECRET, who, password, email, at);
    // Cycling victim -> elsewhere -> victim, and a second account asking for it too.
    for (let cycle = 0; cycle < 4; cycle++) {
      await ask(victim, later(cycle * 60_000));
      await ask(`elsewhere${cycle}@example.net`, later(cycle * 60_000 + 1));
    }
    const other = await newAccount();
    await ask(victim, later(10 * 60_000), other.profile.id, other.input.password);
    expect(await confirmationMailsTo(victim)).toHaveLength(1);
    // The one mail's link still works for the account that asked for the address again.
    await ask(victim, later(11 * 60_000));
    await confirmEmailChange(g.db, confirmationToken(profile.id, victim), later(12 * 60_000));
    expect((await getProfile(g.db, profile.id)).email).toBe(victim);
    // The next window may mail an address again.
    const third = await newAccount();
    await ask('again@example.net', T0, other.profile.id, other.input.password);
    await ask('again@example.net', later(DAY), third.profile.id, third.input.password);
    expect(await confirmationMailsTo('again@example.net')).toHaveLength(2);
  });
});

describe('identity compared by its Unicode key', () => {
  it('finds an account by any case or composition of its address, and refuses a second', async () => {
    const { input, profile } = await newAccount({ email: 'Élise@Example.org' });
    for (const spelling of ['élise@example.org', 'E\u0301LISE@example.org', 'ÉLISE@EXAMPLE.ORG']) {
      expect((await login(g.db, spelling, input.password)).id, spelling).toBe(profile.id);
    }
    await expectRefusal(
      g.db,
      () => register(g.db, newPlayer({ email: 'e\u0301lise@example.org' }), T0),
      'CONFLICT',
      'Email is already registered',
    );
  });

  it('finds a society by any case or composition of its name, and refuses a second', async () => {
    await newAccount({ username: 'Émile Straße' });
    for (const name of ['émile straße', 'ÉMILE STRASSE', 'E\u0301mile Strasse']) {
      expect((await getPublicProfile(g.db, name, null)).username, name).toBe('Émile Straße');
    }
    await expectRefusal(
      g.db,
      () => register(g.db, newPlayer({ username: 'EMILE STRASSE'.replace('E', 'É') }), T0),
      'CONFLICT',
      'Society name is already taken',
    );
  });
});

describe('a password from the common-password list', () => {
  it('is refused on registration, a change and a reset, in any case, naming the field', async () => {
    await expectRefusal(
      g.db,
      () => register(g.db, newPlayer({ password: 'Password123' }), T0),
      'INVALID_INPUT',
      COMMON_PASSWORD,
    );
    const { input, profile } = await newAccount();
    await expect(
      changePassword(g.db, profile.id, input.password, 'ILOVEYOU1', 'session'),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', details: { newPassword: COMMON_PASSWORD } });
    await requestPasswordReset(g.db, MAIL_SECRET, input.email, T0);
    await expect(resetPassword(g.db, 'any token', 'letmein123', T0)).rejects.toMatchObject({
      details: { password: COMMON_PASSWORD },
    });
    expect((await login(g.db, input.email, input.password)).id).toBe(profile.id);
  });
});
