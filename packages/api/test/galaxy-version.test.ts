import { closeDatabase, openDatabase } from '@orrery/db';
import { setGalaxyConfig } from '@orrery/db/galaxy';
import { searchSystems } from '@orrery/db/search';
import { afterEach, describe, expect, it } from 'vitest';
import { galaxySnapshot, galaxyVersion } from '../src/galaxy-version.js';
import { removeAccount, register } from '../src/game/accounts/index.js';
import { collectSystem, findCollectableSystem } from '../src/game/collect/index.js';
import { defaultGameConfig } from '../src/game/core/index.js';
import { updateProfileSettings } from '../src/game/social/index.js';
import { seededGameDb, T0, type GameDb, OFFER_KEY } from './game/game-db.js';

let game: GameDb | undefined;
afterEach(async () => {
  await game?.cleanup();
  game = undefined;
});

describe('galaxyVersion: the cache key of every public galaxy read', () => {
  it('stays put while nothing changes: later, after reads, from another connection', async () => {
    game = await seededGameDb(200);
    const first = await galaxyVersion(game.db);
    expect(first).toMatch(/^[\w-]{12}-\d+\.\d+$/);
    // Reads and the wait between them change nothing a public read depends on; neither does the
    // connection asking (another server on the same database must compute the same key).
    await searchSystems(game.db, { page: 1, limit: 10 });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const other = openDatabase(game.target);
    try {
      expect(await galaxyVersion(other)).toBe(first);
    } finally {
      await closeDatabase(other);
    }
    expect(await galaxyVersion(game.db)).toBe(first);
  });

  it('names the galaxy: another seed gives another version', async () => {
    game = await seededGameDb(200);
    const other = await seededGameDb(200, 'another-seed');
    try {
      expect(await galaxyVersion(other.db)).not.toBe(await galaxyVersion(game.db));
    } finally {
      await other.cleanup();
    }
  });

  it('changes when the rules change (a rebalance rewrites rarity)', async () => {
    game = await seededGameDb(200);
    const before = await galaxyVersion(game.db);
    const config = defaultGameConfig();
    config.collectionRewards.COMMON += 1;
    await setGalaxyConfig(game.db, JSON.stringify(config));
    expect(await galaxyVersion(game.db)).not.toBe(before);
  });

  it('changes when a system is discovered, and again when its discoverer leaves', async () => {
    game = await seededGameDb(200);
    const versions = [await galaxyVersion(game.db)];
    const user = await register(
      game.db,
      { username: 'Vega', suffix: '', email: 'vega@example.com', password: 'long enough pw' },
      T0,
    );
    expect(await galaxyVersion(game.db), 'a new player discovers nothing').toBe(versions[0]);
    await collectSystem(
      game.db,
      user.id,
      await findCollectableSystem(game.db, user.id, T0, OFFER_KEY),
      T0,
      OFFER_KEY,
    );
    versions.push(await galaxyVersion(game.db));
    // The account's discoveries go with it (a cascading delete): the system is undiscovered again.
    await removeAccount(game.db, user.id);
    versions.push(await galaxyVersion(game.db));
    expect(versions[1]).not.toBe(versions[0]);
    expect(versions[2]).not.toBe(versions[1]);
  });

  it('changes when a society turns private or public, but not the map list’s', async () => {
    game = await seededGameDb(200);
    const user = await register(
      game.db,
      { username: 'Deneb', suffix: '', email: 'deneb@example.com', password: 'long enough pw' },
      T0,
    );
    const before = await galaxySnapshot(game.db);
    await updateProfileSettings(game.db, user.id, { private: false }); // no change
    expect(await galaxyVersion(game.db)).toBe(before.version);
    await updateProfileSettings(game.db, user.id, { private: true });
    const hidden = await galaxySnapshot(game.db);
    expect(hidden.version).not.toBe(before.version);
    await updateProfileSettings(game.db, user.id, { private: false });
    const shown = await galaxySnapshot(game.db);
    expect(shown.version).not.toBe(hidden.version);
    expect(shown.version).not.toBe(before.version);
    // The map list names no society: its version moves with discoveries only.
    expect([hidden.discoveries, shown.discoveries]).toEqual([
      before.discoveries,
      before.discoveries,
    ]);
  });
});
