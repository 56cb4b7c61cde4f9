import { getGalaxy } from '@orrery/db/galaxy';
import { getSetting, setSetting } from '@orrery/db/settings';
import { countSystems } from '@orrery/db/systems';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { collectSystem, findCollectableSystem } from '../collect/index.js';
import { searchGuide } from '../systems/index.js';
import { resetGalaxy, seedGalaxy } from './index.js';
import {
  newPlayer,
  playerState,
  seededGameDb,
  T0,
  type GameDb,
  OFFER_KEY,
} from '../../../test/game/game-db.js';

const SIZE = 300;

/** Everything of the players' except their discoveries and what counts or shows them. */
const playersAndLedgers = async (g: GameDb) => {
  const {
    discoveries: _discoveries,
    stats: _stats,
    buckets: _buckets,
    showcases: _showcases,
    ...rest
  } = (await playerState(g.db)) as Record<string, unknown>;
  return rest;
};

describe('resetGalaxy', () => {
  let g: GameDb;
  let hash: string;
  beforeEach(async () => {
    g = await seededGameDb(SIZE, 'to-reset');
    const player = await register(g.db, newPlayer(), T0);
    hash = await findCollectableSystem(g.db, player.id, T0, OFFER_KEY);
    await collectSystem(g.db, player.id, hash, T0, OFFER_KEY);
    await setSetting(g.db, 'jwt_secret', 'kept');
  });
  afterEach(async () => g.cleanup());

  it('removes the galaxy, systems and discoveries but keeps players, ledgers and achievements', async () => {
    const kept = await playersAndLedgers(g);
    // The collection paid a reward and completed achievements: there is something to keep.
    expect(kept.ledger).not.toEqual([]);
    expect(kept.achievements).not.toEqual([]);

    expect(await resetGalaxy(g.db, { all: false })).toEqual({
      systems: SIZE,
      discoveries: 1,
      users: 0,
    });
    expect(await getGalaxy(g.db)).toBeUndefined();
    expect(await countSystems(g.db)).toBe(0);
    expect(await g.db.selectFrom('discoveries').selectAll().execute()).toEqual([]);
    expect(await playersAndLedgers(g)).toEqual(kept);
    expect(await getSetting(g.db, 'jwt_secret')).toBe('kept');

    // A new galaxy is seeded without force; the old system is no longer found.
    await seedGalaxy(g.db, { seed: 'after-reset', size: 100 }, T0);
    expect((await searchGuide(g.db, { search: hash })).pagination.totalCount).toBe(0);
  });

  it('with all also removes every player and everything of theirs', async () => {
    await register(g.db, newPlayer(), T0);
    expect(await resetGalaxy(g.db, { all: true })).toEqual({
      systems: SIZE,
      discoveries: 1,
      users: 2,
    });
    expect(await playerState(g.db)).toEqual({
      users: [],
      ledger: [],
      discoveries: [],
      achievements: [],
      preferences: [],
      stats: [],
      buckets: [],
      profiles: [],
      showcases: [],
      goalClaims: [],
      systemNames: [],
      cardFinishes: [],
      emailChanges: [],
      mail: [],
      sessions: [],
      trades: [],
      tradeItems: [],
      blocks: [],
      holders: [],
    });
    expect(await getSetting(g.db, 'jwt_secret')).toBe('kept');
  });
});
