import { setGalaxyConfig } from '@orrery/db/galaxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultGameConfig, loadGameConfig, StoredConfigError, updateGameConfig } from './index.js';
import { seededGameDb, type GameDb } from '../../../test/game/game-db.js';

describe('the stored game config', () => {
  let game: GameDb;
  beforeAll(async () => {
    game = await seededGameDb(50, 'config-test');
  });
  afterAll(() => game.cleanup());

  it('fills every key the row leaves out with its default, telescope key by key', async () => {
    await setGalaxyConfig(
      game.db,
      JSON.stringify({ cooldownHours: 12, telescope: { maxLevel: 4 } }),
    );
    const config = await loadGameConfig(game.db);
    const defaults = defaultGameConfig();
    expect(config.cooldownHours).toBe(12);
    expect(config.telescope).toEqual({ ...defaults.telescope, maxLevel: 4 });
    expect(config.collectionRewards).toEqual(defaults.collectionRewards);
  });

  it('is parsed once per stored version: the same answer until the row changes', async () => {
    const first = await loadGameConfig(game.db);
    expect(await loadGameConfig(game.db)).toBe(first);
    await updateGameConfig(game.db, { buydownCostPerHour: 75 });
    const changed = await loadGameConfig(game.db);
    expect(changed).not.toBe(first);
    expect(changed.buydownCostPerHour).toBe(75);
    expect(changed.cooldownHours).toBe(12);
  });

  it.each([
    ['a value of the wrong type', { cooldownHours: 'soon' }, 'cooldownHours'],
    ['a negative reward', { collectionRewards: { COMMON: -5 } }, 'collectionRewards'],
    ['a missing rarity reward', { collectionRewards: { COMMON: 5 } }, 'collectionRewards'],
    ['an unknown achievement metric', { achievements: [{ id: 'x', metric: 'y' }] }, 'achievements'],
    ['a telescope without levels', { telescope: { maxLevel: 0 } }, 'telescope.maxLevel'],
  ])('refuses %s, naming the key', async (_, stored, key) => {
    await setGalaxyConfig(game.db, JSON.stringify(stored));
    const error = await loadGameConfig(game.db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoredConfigError);
    expect((error as Error).message).toContain(key);
  });
});
