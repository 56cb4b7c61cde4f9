import { afterEach, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { collectSystem } from '../collect/index.js';
import { defaultGameConfig, GameError } from '../core/index.js';
import { getBalance, getTransactionHistory, grantCredits } from '../ledger/index.js';
import { applyCardFinish, nameSystem, setPublicNameByOperator } from './index.js';
import { checkPublicName } from './sinks.js';
import {
  at,
  expectRefusal,
  newPlayer,
  placedGameDb,
  T0,
  type GameDb,
  OFFER_KEY,
} from '../../../test/game/game-db.js';

/**
 * The sinks' rules at their edges (docs/game-rules.md, "Sinks"): a public name's length (3–24 by
 * default) and characters, a price paid to the last Ϟ, the ledger's words, and refusals.
 */
const LENGTH = 'A name must be 3–24 characters';
const CHARACTERS = 'A name may hold letters, digits, spaces, apostrophes and hyphens only';

/** The refusal `action` throws (it must throw one). */
function refusalOf(action: () => unknown): GameError {
  try {
    action();
  } catch (error) {
    if (error instanceof GameError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('a public name', () => {
  const config = defaultGameConfig();

  it('is 3 to 24 characters, counted after trimming, naming the field when refused', () => {
    expect(checkPublicName(config, 'Abc')).toBe('Abc');
    expect(checkPublicName(config, 'A'.repeat(24))).toBe('A'.repeat(24));
    for (const name of ['Ab', '  Ab  ', 'A'.repeat(25)]) {
      const refusal = refusalOf(() => checkPublicName(config, name));
      expect(refusal).toMatchObject({ code: 'INVALID_INPUT', message: LENGTH });
      expect(refusal.details).toEqual({ name: LENGTH });
    }
  });

  it('starts with a letter or digit', () => {
    expect(checkPublicName(config, "9 O'Brien-Nova")).toBe("9 O'Brien-Nova");
    for (const name of ['-Nova', "'Nova", 'Nova!']) {
      expect(refusalOf(() => checkPublicName(config, name)).message).toBe(CHARACTERS);
    }
  });
});

describe('paying for a name and a finish', () => {
  let g: GameDb;
  afterEach(async () => g.cleanup());

  const row: [number, number, number][] = Array.from({ length: 4 }, (_, i) => [i * 100, 0, 0]);

  /** A player holding sys0 with exactly `credits` Ϟ. */
  async function holderWith(credits: number) {
    g = await placedGameDb(row);
    const a = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY);
    await topUpTo(a.id, credits);
    return a.id;
  }
  async function topUpTo(userId: number, credits: number) {
    const balance = (await getBalance(g.db, userId)).balance;
    expect(balance).toBeLessThanOrEqual(credits);
    if (credits > balance) await grantCredits(g.db, userId, credits - balance, 'test', T0);
  }
  const latest = async (userId: number) =>
    (await getTransactionHistory(g.db, userId, { limit: 1 })).transactions[0];

  it('takes a price the player can pay to the last Ϟ, naming each purchase in the ledger', async () => {
    const a = await holderWith(1500);
    expect((await nameSystem(g.db, a, 'sys0', 'Nova', at(1))).currency).toBe(0);

    await topUpTo(a, 500);
    expect((await applyCardFinish(g.db, a, 'sys0', 'foil', at(2))).currency).toBe(0);
    expect(await latest(a)).toMatchObject({
      description: 'Foil finish for System 0',
      amount: -500,
    });
    await topUpTo(a, 1500);
    expect((await applyCardFinish(g.db, a, 'sys0', 'holographic', at(3))).currency).toBe(0);
    expect(await latest(a)).toMatchObject({
      description: 'Holographic finish for System 0',
      amount: -1500,
    });
  });

  it('lets the namer rename to the same name in another case', async () => {
    const a = await holderWith(3000);
    await nameSystem(g.db, a, 'sys0', 'Nova', at(1));
    expect((await nameSystem(g.db, a, 'sys0', 'NOVA', at(2))).publicName).toBe('NOVA');
  });

  it('tells a player who cannot pay that a taken name is taken', async () => {
    const a = await holderWith(3000);
    await nameSystem(g.db, a, 'sys0', 'Nova', at(1));
    const b = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, b.id, 'sys1', T0, OFFER_KEY);
    expect((await getBalance(g.db, b.id)).balance).toBeLessThan(1500);
    await expectRefusal(
      g.db,
      () => nameSystem(g.db, b.id, 'sys1', 'nova', at(2)),
      'CONFLICT',
      'This name is already taken',
    );
  });

  it('refuses in the words docs/api.md publishes, changing nothing', async () => {
    const a = await holderWith(100);
    const b = await register(g.db, newPlayer(), T0);
    await collectSystem(g.db, b.id, 'sys1', T0, OFFER_KEY);
    const refuse = (action: () => Promise<unknown>, code: string, message: string) =>
      expectRefusal(g.db, action, code, message);
    await refuse(
      () => nameSystem(g.db, a, 'sys0', 'Nova', at(1)),
      'RULE_VIOLATION',
      'You do not have enough currency for this',
    );
    await refuse(
      () => nameSystem(g.db, a, 'sys1', 'Nova', at(1)),
      'RULE_VIOLATION',
      'You can only name systems you discovered',
    );
    await refuse(
      () => applyCardFinish(g.db, a, 'sys1', 'foil', at(1)),
      'RULE_VIOLATION',
      'You can only apply a finish to a card you own',
    );
    await topUpTo(a, 600);
    await applyCardFinish(g.db, a, 'sys0', 'foil', at(1));
    await refuse(
      () => applyCardFinish(g.db, a, 'sys0', 'foil', at(2)),
      'CONFLICT',
      'This card already has this finish',
    );
    const blocked = defaultGameConfig().sinks.naming.blockedWords[0]!;
    await refuse(
      () => nameSystem(g.db, a, 'sys0', `Nova ${blocked}`, at(2)),
      'INVALID_INPUT',
      'This name is not allowed',
    );
  });

  it('refuses an unknown finish, an unknown system and an account that is gone', async () => {
    const a = await holderWith(3000);
    const finish = 'A finish is foil or holographic';
    await expectRefusal(
      g.db,
      () => applyCardFinish(g.db, a, 'sys0', 'gold', at(1)),
      'INVALID_INPUT',
      finish,
    );
    const refused = await applyCardFinish(g.db, a, 'sys0', 'gold', at(1)).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ details: { finish } });
    await expectRefusal(
      g.db,
      () => nameSystem(g.db, a, 'nowhere', 'Nova', at(1)),
      'NOT_FOUND',
      'Solar system not found',
    );
    await expectRefusal(
      g.db,
      () => nameSystem(g.db, 9999, 'sys0', 'Nova', at(1)),
      'UNAUTHENTICATED',
    );
    await expectRefusal(
      g.db,
      () => applyCardFinish(g.db, 9999, 'sys0', 'foil', at(1)),
      'UNAUTHENTICATED',
    );
  });

  it('lets an operator name a discovered system that has no name yet, never an undiscovered one', async () => {
    await holderWith(3000);
    expect(await setPublicNameByOperator(g.db, 'sys0', 'First Light', at(1))).toMatchObject({
      publicName: 'First Light',
    });
    await expectRefusal(
      g.db,
      () => setPublicNameByOperator(g.db, 'sys1', 'Nova', at(1)),
      'RULE_VIOLATION',
      'Only a discovered system can have a public name',
    );
  });
});
