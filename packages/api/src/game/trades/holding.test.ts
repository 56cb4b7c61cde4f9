import { findPlayerStats } from '@orrery/db/profiles';
import { afterEach, describe, expect, it } from 'vitest';
import { getCollection } from '../collect/index.js';
import { grantCredits } from '../ledger/index.js';
import { listUsers } from '../operations/index.js';
import { applyCardFinish } from '../sinks/index.js';
import { getCompletion, getPublicProfile, updateProfileSettings } from '../social/index.js';
import { getFullSystem } from '../systems/index.js';
import { acceptTrade, proposeTrade } from './index.js';
import { TRADE_TIME, tradeWorld, type TradeWorld } from '../../../test/game/trade-world.js';

// Holding versus discovering (docs/game-rules.md, "Trading"): the collection, showcase, finishes
// and the holdings boards follow the holder; the discoverer stays the discoverer.

const NOW = TRADE_TIME;
let w: TradeWorld;
afterEach(async () => w.g.cleanup());

async function giveSys0ToAltair() {
  const gift = await proposeTrade(
    w.g.db,
    w.vega,
    { to: 'Altair', give: ['sys0'], get: [], giveCredits: 0, getCredits: 0, message: 'for you' },
    NOW,
  );
  await acceptTrade(w.g.db, w.altair, gift.id, NOW);
}

describe('a traded system', () => {
  it('moves to the holder’s collection and boards, keeping its discoverer', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const before = await findPlayerStats(db, w.vega);
    await giveSys0ToAltair();
    const altairs = (await getCollection(db, w.altair)).map((card) => card.hash);
    expect(altairs).toContain('sys0');
    expect((await getCollection(db, w.vega)).map((card) => card.hash)).not.toContain('sys0');
    const card = (await getCollection(db, w.altair)).find((c) => c.hash === 'sys0')!;
    expect(card.discoveredById).toBe(w.vega);
    expect((await findPlayerStats(db, w.vega))!.systems).toBe(before!.systems - 1);
    expect((await findPlayerStats(db, w.altair))!.systems).toBe(3);
  });

  it('moves its weight in the completion, the profile’s rarest find and the operators’ counts', async () => {
    w = await tradeWorld({}, [{ rarity_score: 99 }]);
    const { db } = w.g;
    expect((await getPublicProfile(db, 'Vega', null)).rarestFind?.hash).toBe('sys0');
    await giveSys0ToAltair();
    expect((await getPublicProfile(db, 'Altair', null)).rarestFind?.hash).toBe('sys0');
    expect((await getPublicProfile(db, 'Vega', null)).rarestFind?.hash).not.toBe('sys0');
    expect((await getCompletion(db, w.altair)).systems).toBe(3);
    expect((await getCompletion(db, w.vega)).systems).toBe(2);
    const systems = Object.fromEntries((await listUsers(db)).map((u) => [u.username, u.systems]));
    expect(systems).toMatchObject({ Vega: 2, Altair: 3, Deneb: 1 });
  });

  it('shows who holds it and its holders on the system page', async () => {
    w = await tradeWorld();
    await giveSys0ToAltair();
    const system = await getFullSystem(w.g.db, 'sys0');
    expect(system.discoverer).toEqual({ username: 'Vega' });
    expect(system.heldBy).toEqual({ username: 'Altair' });
    expect(system.holders).toEqual([{ username: 'Altair', since: NOW.toISOString() }]);
    const untouched = await getFullSystem(w.g.db, 'sys1');
    expect(untouched.heldBy).toBeUndefined();
    expect(untouched.holders).toBeUndefined();
  });

  it('leaves the old holder’s showcase and may be shown and finished by the new one', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    await updateProfileSettings(db, w.vega, { showcase: ['sys0', 'sys1'] });
    await giveSys0ToAltair();
    const rows = await db.selectFrom('showcase_cards').select('user_id').execute();
    expect(rows).toHaveLength(1);
    expect((await updateProfileSettings(db, w.altair, { showcase: ['sys0'] })).showcase).toEqual([
      'sys0',
    ]);
    await grantCredits(db, w.altair, 500, 'test', NOW);
    expect((await applyCardFinish(db, w.altair, 'sys0', 'foil', NOW)).finish).toBe('foil');
    await expect(applyCardFinish(db, w.vega, 'sys0', 'holographic', NOW)).rejects.toMatchObject({
      code: 'RULE_VIOLATION',
    });
  });
});
