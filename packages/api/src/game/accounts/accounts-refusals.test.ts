import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameError } from '../core/index.js';
import {
  changePassword,
  confirmEmailChange,
  getProfile,
  login,
  register,
  removeAccount,
  requestEmailChange,
  type Registration,
} from './index.js';
import {
  confirmationToken,
  emptyGameDb,
  MAIL_SECRET,
  expectRefusal,
  newPlayer,
  T0,
  type GameDb,
  expectOneWinner,
} from '../../../test/game/game-db.js';

/**
 * What an account refuses and why, as the player reads it: the shapes of an address and a society
 * name, which field a conflict names, an account deleted meanwhile, and a database fault that must
 * not be passed off as a taken address (docs/spec.md, "Register", "Settings"; docs/game-rules.md).
 */
let g: GameDb;
beforeAll(async () => {
  g = await emptyGameDb();
});
afterAll(() => g.cleanup());

/** The field problems of a refused registration, or {} when it was accepted. */
async function problems(overrides: Partial<Registration>): Promise<Record<string, string>> {
  return register(g.db, newPlayer(overrides), T0).then(
    () => ({}),
    (e: GameError) => {
      expect(e.code).toBe('INVALID_INPUT');
      return e.details ?? {};
    },
  );
}

const BAD_EMAIL = { email: 'Enter a valid email address' };
const BAD_NAME = {
  username: 'Society name may contain letters, digits, spaces, apostrophes and hyphens',
};

describe('the shape of an e-mail address', () => {
  it('takes one @ between a local part and a dotted domain, of any length from one character', async () => {
    expect(await problems({ email: 'a@b.c' })).toEqual({});
    expect(await problems({ email: 'first.last+tag@mail.example.co.uk' })).toEqual({});
  });

  it('refuses a space anywhere inside, a second @, or a domain without a dot', async () => {
    for (const email of [
      'a b@example.org',
      'ab@exa mple.org',
      'ab@example.o rg',
      'ab@example.org extra',
      'a@b@example.org',
      'ab@example',
      '@example.org',
      'ab@.org',
      'ab@example.',
    ]) {
      expect(await problems({ email }), email).toEqual(BAD_EMAIL);
    }
  });
});

describe('the shape of a society name', () => {
  it('takes letters of any script, digits, spaces, apostrophes and hyphens after a letter or digit', async () => {
    for (const username of ['Sector 7', '7th Fleet', "Étoile d'Orée", 'Ōkami-Kai', 'Звезда']) {
      expect(await problems({ username }), username).toEqual({});
    }
  });

  it('refuses any other character, wherever it stands', async () => {
    for (const username of ['Star!Fleet', 'Fleet?', '_Fleet', 'Fleet_', "'Quoted'", 'A.B.C']) {
      expect(await problems({ username }), username).toEqual(BAD_NAME);
    }
  });
});

describe('a taken e-mail or society name', () => {
  it('names the taken field in the details', async () => {
    const taken = await register(g.db, newPlayer({ username: 'Taken Society' }), T0);
    await expect(register(g.db, newPlayer({ email: taken.email }), T0)).rejects.toMatchObject({
      code: 'CONFLICT',
      details: { email: 'Email is already registered' },
    });
    await expect(
      register(g.db, newPlayer({ username: 'TAKEN SOCIETY' }), T0),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      details: { username: 'Society name is already taken' },
    });
    const input = newPlayer();
    const other = await register(g.db, input, T0);
    const change = (email: string) =>
      requestEmailChange(g.db, MAIL_SECRET, other.id, input.password, email, T0);
    await expect(change(taken.email)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Email is already registered',
      details: { email: 'Email is already registered' },
    });
    await expect(change('nope')).rejects.toMatchObject({
      details: { email: 'Enter a valid email address' },
    });
  });
});

describe('two players moving to the same address at once', () => {
  // Each locks only its own row: on PostgreSQL both may pass the "is it taken?" check, and the
  // unique index decides; the loser hears the address is taken, as in the one-at-a-time case.
  it('gives the address to the first link opened and tells the other it is registered', async () => {
    const inputs = [newPlayer(), newPlayer()];
    const players = [await register(g.db, inputs[0]!, T0), await register(g.db, inputs[1]!, T0)];
    const addresses = ['same@example.org', 'SAME@example.org'];
    for (const [i, p] of players.entries()) {
      await requestEmailChange(g.db, MAIL_SECRET, p.id, inputs[i]!.password, addresses[i]!, T0);
    }
    const results = await Promise.allSettled(
      players.map((p, i) => confirmEmailChange(g.db, confirmationToken(p.id, addresses[i]!), T0)),
    );
    expectOneWinner(results, 'email', 'Email is already registered');
  });
});

describe('changing the password', () => {
  it('refuses a wrong current password, naming that field, and keeps the old one', async () => {
    const input = newPlayer();
    const a = await register(g.db, input, T0);
    await expect(
      changePassword(g.db, a.id, 'not the password', 'a new long password', 'session'),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Current password is incorrect',
      details: { currentPassword: 'Current password is incorrect' },
    });
    expect((await login(g.db, input.email, input.password)).id).toBe(a.id);
    await changePassword(g.db, a.id, input.password, 'a new long password', 'session');
    expect((await login(g.db, input.email, 'a new long password')).id).toBe(a.id);
  });
});

describe('an account deleted meanwhile', () => {
  it('cannot change its e-mail or password: the session is told the account is gone', async () => {
    const input = newPlayer();
    const a = await register(g.db, input, T0);
    await removeAccount(g.db, a.id);
    await expectRefusal(
      g.db,
      () => requestEmailChange(g.db, MAIL_SECRET, a.id, input.password, 'ghost@example.org', T0),
      'UNAUTHENTICATED',
      'Account not found',
    );
    await expectRefusal(
      g.db,
      () => changePassword(g.db, a.id, input.password, 'a new long password', 'session'),
      'UNAUTHENTICATED',
      'Account not found',
    );
    await expect(getProfile(g.db, a.id)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('a database fault', () => {
  // Only a unique-index violation means "taken"; any other failure stays an error (a 500 the
  // operator sees), never a refusal that tells the player their address or name is in use.
  it('is not reported as a taken address or name, and leaves nothing behind', async () => {
    const broken = await emptyGameDb();
    try {
      const kept = newPlayer({ email: 'kept@example.org' });
      const a = await register(broken.db, kept, T0);
      await broken.db.schema.dropTable('mail_outbox').execute();
      const changed = await requestEmailChange(
        broken.db,
        MAIL_SECRET,
        a.id,
        kept.password,
        'moved@example.org',
        T0,
      ).catch((e: unknown) => e);
      expect(changed).toBeInstanceOf(Error);
      expect(changed).not.toBeInstanceOf(GameError);
      expect((await getProfile(broken.db, a.id)).email).toBe('kept@example.org');
      expect(await broken.db.selectFrom('email_changes').selectAll().execute()).toEqual([]);

      await broken.db.schema.dropTable('email_preferences').execute();
      const input = newPlayer();
      const registered = await register(broken.db, input, T0).catch((e: unknown) => e);
      expect(registered).toBeInstanceOf(Error);
      expect(registered).not.toBeInstanceOf(GameError);
      const users = await broken.db.selectFrom('users').select('email').execute();
      expect(users).toEqual([{ email: 'kept@example.org' }]);
    } finally {
      await broken.cleanup();
    }
  });
});
