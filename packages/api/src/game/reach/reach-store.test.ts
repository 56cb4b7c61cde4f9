import { type Db } from '@orrery/db';
import { getGalaxy } from '@orrery/db/galaxy';
import { afterEach, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { collectSystem } from '../collect/index.js';
import { gameConfigOf, updateGameConfig } from '../core/index.js';
import { getOdds, getOffer } from '../offer/index.js';
import { keepReachIndex, reachIndexOf } from './reach-store.js';
import { at, newPlayer, seededGameDb, type GameDb, OFFER_KEY } from '../../../test/game/game-db.js';

const games: GameDb[] = [];
afterEach(async () => {
  await Promise.all(games.splice(0).map((g) => g.cleanup()));
});

async function galaxy(): Promise<GameDb> {
  const g = await seededGameDb(600, 'reach-store');
  games.push(g);
  return g;
}

/** The index `db` would draw with now (read as a draw reads the galaxy row). */
async function indexNow(db: Db) {
  const row = (await getGalaxy(db))!;
  return reachIndexOf(db, row, gameConfigOf(row).rarity);
}

describe('the reach index kept for a database', () => {
  it('draws every collect and shows every odds exactly as the SQL does', async () => {
    const [plain, indexed] = [await galaxy(), await galaxy()];
    await keepReachIndex(indexed.db);
    expect(await indexNow(indexed.db)).toBeDefined();
    expect(await indexNow(plain.db)).toBeUndefined();

    const play = async (db: Db) => {
      const seen: unknown[] = [await getOdds(db, null)];
      const players = [];
      for (let p = 0; p < 3; p++) players.push((await register(db, newPlayer(), at(0))).id);
      for (let day = 0; day < 6; day++) {
        for (const id of players) {
          const now = at(day * 24 + 1);
          seen.push(await getOdds(db, id));
          const result = await collectSystem(
            db,
            id,
            (await getOffer(db, id, now, OFFER_KEY)).id,
            now,
            OFFER_KEY,
          );
          seen.push(result.system.hash);
        }
      }
      return seen;
    };
    expect(await play(indexed.db)).toEqual(await play(plain.db));
    // The discoveries changed, the systems did not: the same index still serves.
    expect(await indexNow(indexed.db)).toBeDefined();
  });

  it('is set aside the moment the stored tiers may have changed, and rebuilt', async () => {
    const g = await galaxy();
    await keepReachIndex(g.db);
    const before = await indexNow(g.db);
    expect(before).toBeDefined();
    const { rarity } = gameConfigOf(await getGalaxy(g.db));
    const thresholds = { ...rarity.thresholds, RARE: rarity.thresholds.RARE + 0.001 };
    await updateGameConfig(g.db, { rarity: { ...rarity, thresholds } });
    // A draw now counts in SQL and starts the rebuild; the rebuilt index has the new key.
    expect(await indexNow(g.db)).toBeUndefined();
    await keepReachIndex(g.db);
    const after = await indexNow(g.db);
    expect(after).toBeDefined();
    expect(after!.key).not.toBe(before!.key);
  });
});
