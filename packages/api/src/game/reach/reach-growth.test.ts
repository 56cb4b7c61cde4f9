import { closeDatabase, openDatabase, type Db } from '@orrery/db';
import { getGalaxy } from '@orrery/db/galaxy';
import { RARITIES } from '@orrery/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { collectSystem } from '../collect/index.js';
import { gameConfigOf } from '../core/index.js';
import { getOdds, getOffer } from '../offer/index.js';
import { growGalaxy, seedGalaxy } from '../operations/index.js';
import { labelsOf, MAP_LABEL_SYSTEMS } from '../../map/map-static.js';
import { currentMapData } from '../../map/map-store.js';
import { mapListArray } from '../../map/map-list.js';
import { reachReaderOf } from './reach.js';
import type { ReachIndex } from './reach-index.js';
import { keepReachIndex, reachIndexOf } from './reach-store.js';
import {
  at,
  emptyGameDb,
  newPlayer,
  OFFER_KEY,
  T0,
  type GameDb,
} from '../../../test/game/game-db.js';

const opened: GameDb[] = [];
const handles: Db[] = [];
afterEach(async () => {
  await Promise.all(handles.splice(0).map((db) => closeDatabase(db)));
  await Promise.all(opened.splice(0).map((g) => g.cleanup()));
});

async function v3Galaxy(size: number): Promise<GameDb> {
  const g = await emptyGameDb();
  opened.push(g);
  await seedGalaxy(g.db, { seed: 'reach-growth', size, generatorVersion: 3 }, T0);
  return g;
}

/** The index `db` would draw with now (read as a draw reads the galaxy row). */
async function indexNow(db: Db) {
  const row = (await getGalaxy(db))!;
  return reachIndexOf(db, row, gameConfigOf(row).rarity);
}

/** Keeps building until the index for the galaxy as it is now is there. */
async function builtIndex(db: Db) {
  for (let tries = 0; tries < 5; tries++) {
    await keepReachIndex(db);
    const index = await indexNow(db);
    if (index) return index;
  }
  throw new Error('No reach index was built');
}

/** What a server answers of the map: the binary map, every labels chunk and the JSON list. */
async function mapOf(db: Db) {
  const data = await currentMapData(db);
  const labels = [];
  for (let chunk = 0; chunk * MAP_LABEL_SYSTEMS < data.count; chunk++) {
    labels.push(labelsOf(data, chunk));
  }
  return { key: data.key, encoded: data.encoded, labels, list: await mapListArray(db, data) };
}

/**
 * The reach's answers round `anchors` (systems of the map): counts and every n-th candidate, read
 * with `index` (null: in SQL) or the index `db` would draw with now.
 */
async function reachOf(db: Db, anchors: number[], range: number, index?: ReachIndex | null) {
  const galaxy = (await getGalaxy(db))!;
  const using = index === undefined ? reachIndexOf(db, galaxy, gameConfigOf(galaxy).rarity) : index;
  const reader = await reachReaderOf(db, using ?? undefined, galaxy);
  const data = await currentMapData(db);
  const points = anchors.map((i) => ({ x: data.x[i]!, y: data.y[i]!, z: data.z[i]! }));
  const spheres = { anchors: points, range };
  const answers: unknown[] = [await reader.countUndiscovered(null)];
  const counts = await reader.countUndiscovered(spheres);
  answers.push(counts);
  for (const rarity of RARITIES) {
    for (let n = 0; n <= (counts[rarity] ?? 0); n++) {
      answers.push((await reader.nthUndiscovered(spheres, rarity, n))?.hash);
    }
  }
  answers.push((await reader.nearestUndiscovered(points))?.hash);
  return answers;
}

describe('a server that watches its galaxy grow', () => {
  it('serves the map, odds and candidates of a server started fresh on the grown galaxy', async () => {
    const g = await v3Galaxy(500);
    const watcher = g.db;
    await builtIndex(watcher);
    const players: number[] = [];
    for (let p = 0; p < 3; p++) players.push((await register(watcher, newPlayer(), at(0))).id);

    // Players collect while the galaxy grows a batch at a time, and the server follows each batch.
    const collected: string[] = [];
    const round = async (day: number) => {
      const now = at(day * 24 + 1);
      for (const id of players) {
        const offer = await getOffer(watcher, id, now, OFFER_KEY);
        collected.push((await collectSystem(watcher, id, offer.id, now, OFFER_KEY)).system.hash);
      }
    };
    let rounds = round(0);
    let day = 1;
    const following: Promise<unknown>[] = [];
    await growGalaxy(watcher, 1_300, T0, {
      batchSize: 200,
      onProgress: () => {
        following.push(currentMapData(watcher), keepReachIndex(watcher));
        const next = day++;
        rounds = rounds.then(() => round(next));
      },
    });
    await rounds;
    await Promise.all(following);
    await builtIndex(watcher);
    expect(collected.length).toBe(players.length * day);
    expect(new Set(collected).size).toBe(collected.length);

    const fresh = openDatabase(g.target);
    handles.push(fresh);
    await builtIndex(fresh);
    const watched = await mapOf(watcher);
    expect(watched.encoded.length).toBeGreaterThan(1_300 * 7);
    expect(watched).toEqual(await mapOf(fresh));

    const { telescope } = gameConfigOf(await getGalaxy(watcher));
    const anchors = [0, 499, 500, 1_299];
    for (const range of [telescope.baseRangeLy, telescope.baseRangeLy * 4]) {
      const answers = await reachOf(watcher, anchors, range);
      expect(answers).toEqual(await reachOf(fresh, anchors, range));
    }
    for (const id of players) {
      expect(await getOdds(watcher, id)).toEqual(await getOdds(fresh, id));
    }
  }, 120_000);

  it('answers with the index it holds and the grown systems beside it until it rebuilds', async () => {
    const g = await v3Galaxy(400);
    const watcher = g.db;
    const players: number[] = [];
    for (let p = 0; p < 3; p++) players.push((await register(watcher, newPlayer(), at(0))).id);
    const held = await builtIndex(watcher);
    await growGalaxy(watcher, 700, T0, { batchSize: 150 });
    // Collects after the growth draw some grown systems, which the held index does not file.
    for (let day = 0; day < 6; day++) {
      for (const id of players) {
        const offer = await getOffer(watcher, id, at(day * 24 + 1), OFFER_KEY);
        await collectSystem(watcher, id, offer.id, at(day * 24 + 1), OFFER_KEY);
      }
    }
    const grown = (await getGalaxy(watcher))!;
    expect(reachIndexOf(watcher, grown, gameConfigOf(grown).rarity)).toBeDefined();
    const discovered = await watcher.selectFrom('discoveries').select('system_id').execute();
    expect(discovered.some((row) => row.system_id >= 400)).toBe(true);

    const fresh = openDatabase(g.target);
    handles.push(fresh);
    await builtIndex(fresh);
    const { telescope } = gameConfigOf(grown);
    const anchors = [0, 399, 400, 699];
    for (const range of [telescope.baseRangeLy, telescope.baseRangeLy * 3]) {
      const answers = await reachOf(watcher, anchors, range, held);
      expect(answers).toEqual(await reachOf(fresh, anchors, range));
      expect(answers).toEqual(await reachOf(fresh, anchors, range, null));
    }
    // A galaxy, a growth, 18 collects and two index builds: seconds on a loaded machine.
  }, 20_000);

  it('reads only the grown systems, keeping the ones it holds', async () => {
    const g = await v3Galaxy(300);
    const before = await currentMapData(g.db);
    const name = before.names.get(0);
    // Changed behind the server's back: a whole reload would show it, an extension does not.
    await g.db.updateTable('systems').set({ name: 'Elsewhere' }).where('id', '=', 0).execute();
    await growGalaxy(g.db, 450, T0);
    const after = await currentMapData(g.db);
    expect(after.count).toBe(450);
    expect(after.names.get(0)).toBe(name);
    const grown = await g.db.selectFrom('systems').select('name').where('id', '=', 449).execute();
    expect(after.names.get(449)).toBe(grown[0]!.name);
  });

  it('builds its first index on the galaxy as it stands while another server grows it', async () => {
    const g = await v3Galaxy(2_500);
    const grower = g.db;
    // The starting server's first read of systems after the galaxy's row (a page of its map) waits
    // for a growth to commit: what it reads next holds more systems than the row it read says.
    let grew: Promise<unknown> | undefined;
    const growMidBuild: Parameters<Db['withPlugin']>[0] = {
      transformQuery: (args) => args.node,
      async transformResult({ result }) {
        const row = result.rows[0];
        if (!grew && row && 'x' in row) {
          grew = growGalaxy(grower, 3_000, T0, { batchSize: 200 });
          await grew;
        }
        return result;
      },
    };
    const opened = openDatabase(g.target);
    handles.push(opened);
    const starting = opened.withPlugin(growMidBuild);
    await keepReachIndex(starting);
    expect(grew).toBeDefined();
    expect((await getGalaxy(grower))?.size).toBe(3_000);

    // Its index is the galaxy's as the build read it; draws read the grown systems beside it.
    const grown = (await getGalaxy(starting))!;
    const index = reachIndexOf(starting, grown, gameConfigOf(grown).rarity);
    expect(index?.count).toBe(2_500);
    const fresh = openDatabase(g.target);
    handles.push(fresh);
    await builtIndex(fresh);
    const { telescope } = gameConfigOf(grown);
    const anchors = [0, 2_499, 2_500, 2_999];
    const answers = await reachOf(starting, anchors, telescope.baseRangeLy * 3, index);
    expect(answers).toEqual(await reachOf(fresh, anchors, telescope.baseRangeLy * 3));
  });
});
