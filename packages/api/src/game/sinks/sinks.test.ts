import { afterEach, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { collectSystem, getCollection } from '../collect/index.js';
import { getBalance, getTransactionHistory, grantCredits } from '../ledger/index.js';
import { getFullSystem, searchGuide } from '../systems/index.js';
import {
  applyCardFinish,
  FINISH_ALREADY,
  listPublicNames,
  NAME_NOT_ALLOWED,
  NAME_TAKEN,
  nameSystem,
  NOT_ENOUGH_CURRENCY,
  NOT_YOUR_CARD,
  NOT_YOUR_DISCOVERY,
  setPublicNameByOperator,
} from './index.js';
import {
  at,
  expectRefusal,
  newPlayer,
  placedGameDb,
  T0,
  type GameDb,
  OFFER_KEY,
} from '../../../test/game/game-db.js';

let g: GameDb;
afterEach(async () => g.cleanup());

const row: [number, number, number][] = Array.from({ length: 6 }, (_, i) => [i * 100, 0, 0]);

/** The guide's card of `hash` (the search reads extras with its rows, not afterwards). */
async function guideCard(hash: string) {
  return (await searchGuide(g.db, { limit: 100 })).systems.find((card) => card.hash === hash);
}

/** Two players holding sys0 (a) and sys1 (b); a can afford what it is given. */
async function twoHolders(credits: number) {
  g = await placedGameDb(row);
  const a = await register(g.db, newPlayer(), T0);
  const b = await register(g.db, newPlayer(), T0);
  await collectSystem(g.db, a.id, 'sys0', T0, OFFER_KEY);
  await collectSystem(g.db, b.id, 'sys1', T0, OFFER_KEY);
  const base = (await getBalance(g.db, a.id)).balance;
  if (credits > base) await grantCredits(g.db, a.id, credits - base, 'test', T0);
  return { a: a.id, b: b.id };
}

describe('naming rights', () => {
  it('charges the price once, in the ledger, and shows the name beside the catalogue name', async () => {
    const { a } = await twoHolders(2000);
    const result = await nameSystem(g.db, a, 'sys0', '  New   Hope ', at(1));
    expect(result).toMatchObject({ hash: 'sys0', name: 'System 0', publicName: 'New Hope' });
    expect(result.currency).toBe(500);
    expect((await getBalance(g.db, a)).balance).toBe(500);
    const [latest] = (await getTransactionHistory(g.db, a, { limit: 1 })).transactions;
    expect(latest).toMatchObject({
      reason: { name: 'Naming rights' },
      description: 'System 0 named New Hope',
      amount: -1500,
    });
    expect(await getFullSystem(g.db, 'sys0')).toMatchObject({
      name: 'System 0',
      publicName: 'New Hope',
    });
    expect((await getCollection(g.db, a))[0]).toMatchObject({ publicName: 'New Hope' });
    expect(await guideCard('sys0')).toMatchObject({ publicName: 'New Hope' });
    expect(await guideCard('sys1')).not.toHaveProperty('publicName');
  });

  it('refuses, changing nothing: too long, bad characters, offensive, taken, not yours, not affordable', async () => {
    const { a, b } = await twoHolders(4000);
    await nameSystem(g.db, a, 'sys0', 'Hope', at(1));
    const refuse = (user: number, hash: string, name: string, code: string, message?: string) =>
      expectRefusal(g.db, () => nameSystem(g.db, user, hash, name, at(2)), code, message);
    await refuse(a, 'sys0', 'x'.repeat(25), 'INVALID_INPUT', 'A name must be 3–24 characters');
    await refuse(a, 'sys0', 'Hi', 'INVALID_INPUT', 'A name must be 3–24 characters');
    await refuse(
      a,
      'sys0',
      'Hope<script>',
      'INVALID_INPUT',
      'A name may hold letters, digits, spaces, apostrophes and hyphens only',
    );
    await refuse(a, 'sys0', 'Fuck Off', 'INVALID_INPUT', NAME_NOT_ALLOWED);
    await grantCredits(g.db, b, 2000, 'test', T0);
    await refuse(b, 'sys1', 'HOPE', 'CONFLICT', NAME_TAKEN);
    await refuse(b, 'sys0', 'Despair', 'RULE_VIOLATION', NOT_YOUR_DISCOVERY);
    await refuse(b, 'sys2', 'Despair', 'RULE_VIOLATION', NOT_YOUR_DISCOVERY);
    await refuse(b, 'nope', 'Despair', 'NOT_FOUND');
    // a holds 2,500 after the first name: a rename (1,500) is affordable once, not twice.
    await nameSystem(g.db, a, 'sys0', 'Hope Two', at(3));
    await refuse(a, 'sys0', 'Hope Three', 'RULE_VIOLATION', NOT_ENOUGH_CURRENCY);
  });

  it('lets an operator rename and clear a name without charge', async () => {
    const { a } = await twoHolders(2000);
    await nameSystem(g.db, a, 'sys0', 'Hope', at(1));
    const balance = (await getBalance(g.db, a)).balance;
    expect(await setPublicNameByOperator(g.db, 'sys0', 'Quiet Harbour', at(2))).toMatchObject({
      publicName: 'Quiet Harbour',
    });
    expect(await listPublicNames(g.db)).toEqual([
      expect.objectContaining({ hash: 'sys0', publicName: 'Quiet Harbour', userId: a }),
    ]);
    await setPublicNameByOperator(g.db, 'sys0', null, at(3));
    expect((await getFullSystem(g.db, 'sys0')).publicName).toBeUndefined();
    expect(await listPublicNames(g.db)).toEqual([]);
    expect((await getBalance(g.db, a)).balance).toBe(balance);
  });
});

describe('card finishes', () => {
  it('charges the finish’s price and shows it on the card; refusals change nothing', async () => {
    const { a, b } = await twoHolders(600);
    const foil = await applyCardFinish(g.db, a, 'sys0', 'foil', at(1));
    expect(foil).toEqual({ hash: 'sys0', finish: 'foil', currency: 100 });
    expect((await getCollection(g.db, a))[0]).toMatchObject({ finish: 'foil' });
    expect((await getFullSystem(g.db, 'sys0')).finish).toBe('foil');
    expect(await guideCard('sys0')).toMatchObject({ finish: 'foil' });
    expect(await guideCard('sys1')).not.toHaveProperty('finish');
    const [latest] = (await getTransactionHistory(g.db, a, { limit: 1 })).transactions;
    expect(latest).toMatchObject({ reason: { name: 'Card finish' }, amount: -500 });

    const refuse = (user: number, hash: string, finish: string, code: string, message?: string) =>
      expectRefusal(g.db, () => applyCardFinish(g.db, user, hash, finish, at(2)), code, message);
    await grantCredits(g.db, a, 2000, 'test', T0);
    await refuse(a, 'sys0', 'foil', 'CONFLICT', FINISH_ALREADY);
    await refuse(a, 'sys1', 'foil', 'RULE_VIOLATION', NOT_YOUR_CARD);
    await refuse(a, 'sys2', 'foil', 'RULE_VIOLATION', NOT_YOUR_CARD);
    await refuse(a, 'sys0', 'golden', 'INVALID_INPUT');
    await refuse(b, 'sys1', 'holographic', 'RULE_VIOLATION', NOT_ENOUGH_CURRENCY);
    // Foil to holographic: the better finish replaces the first, for its own price.
    await applyCardFinish(g.db, a, 'sys0', 'holographic', at(3));
    expect((await getCollection(g.db, a))[0]).toMatchObject({ finish: 'holographic' });
  });
});
