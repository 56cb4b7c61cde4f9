import { GENERATOR_VERSION, generateSystem } from '@orrery/procgen';
import { getGalaxy } from '@orrery/db/galaxy';
import { searchSystems } from '@orrery/db/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { collectSystem, findCollectableSystem } from '../collect/index.js';
import { getFullSystem, getRandomSystem, searchGuide } from './index.js';
import { toSystemCard } from './system-views.js';
import { newPlayer, seededGameDb, T0, type GameDb, OFFER_KEY } from '../../../test/game/game-db.js';

const SIZE = 1000;
let g: GameDb;
let discoveredHash = '';
let finder = '';
beforeAll(async () => {
  g = await seededGameDb(SIZE, 'reads');
  const player = await register(g.db, newPlayer(), T0);
  finder = player.username;
  discoveredHash = await findCollectableSystem(g.db, player.id, T0, OFFER_KEY);
  await collectSystem(g.db, player.id, discoveredHash, T0, OFFER_KEY);
});
afterAll(async () => g.cleanup());

/** A system with planets and moons that nobody has discovered. */
async function undiscoveredWithMoons(): Promise<string> {
  const result = await searchGuide(g.db, { minPlanets: 3, status: 'undiscovered', limit: 50 });
  for (const card of result.systems) {
    const index = (
      await g.db
        .selectFrom('systems')
        .select('id')
        .where('hash', '=', card.hash)
        .executeTakeFirstOrThrow()
    ).id;
    if (
      generateSystem(
        { seed: 'reads', size: SIZE, generatorVersion: GENERATOR_VERSION },
        index,
      ).planets.some((p) => p.moons.length)
    ) {
      return card.hash;
    }
  }
  throw new Error('no undiscovered system with moons in the sample');
}

describe('full system', () => {
  it('shows a discovered system whole, with its discoverer', async () => {
    const system = await getFullSystem(g.db, discoveredHash);
    expect(system).toMatchObject({
      hash: discoveredHash,
      discovered: true,
      discoverer: { username: finder },
      discoveryDate: T0.toISOString(),
      createdAt: T0.toISOString(),
    });
    expect(system.coordinates).toEqual({
      x: system.coordinateX,
      y: system.coordinateY,
      z: system.coordinateZ,
    });
    expect(system.stars[0]).toHaveProperty('surfaceTemperature');
    for (const planet of system.planets) {
      expect(planet).toHaveProperty('type');
      expect(planet).toHaveProperty('moons');
    }
    expect(system.moonCount).toBe(system.planets.reduce((n, p) => n + p.moons!.length, 0));
  });

  it('leaves hidden values out of an undiscovered system entirely', async () => {
    const system = await getFullSystem(g.db, await undiscoveredWithMoons());
    expect(system).toMatchObject({ discovered: false, discoveredById: null, discoverer: null });
    expect(system).not.toHaveProperty('moonCount');
    for (const star of system.stars) {
      expect(Object.keys(star).sort()).toEqual(['isPrimary', 'name', 'spectralClass', 'type']);
    }
    expect(system.planets.length).toBeGreaterThan(0);
    for (const planet of system.planets) {
      expect(Object.keys(planet).sort()).toEqual([
        'name',
        'orbitalEccentricity',
        'orbitalInclination',
        'orbitalPeriod',
        'semiMajorAxis',
      ]);
    }
    const json = JSON.stringify(system);
    expect(json).not.toContain('"moons"');
    expect(json).not.toContain('habitabilityScore');
  });

  it('takes the galaxy row from a caller that read it (the server, once per galaxy version)', async () => {
    const row = (await getGalaxy(g.db))!;
    for (const hash of [discoveredHash, await undiscoveredWithMoons()]) {
      const read = JSON.stringify(await getFullSystem(g.db, hash));
      expect(JSON.stringify(await getFullSystem(g.db, hash, row))).toBe(read);
    }
    const query = { minPlanets: 1, page: 2, limit: 16 };
    expect(JSON.stringify(await searchGuide(g.db, query, row))).toBe(
      JSON.stringify(await searchGuide(g.db, query)),
    );
    // The row given is the one used: its version's rules, not whatever the database has now.
    const later = { ...row, created_at: '2031-01-01T00:00:00.000Z' };
    expect((await getFullSystem(g.db, discoveredHash, later)).createdAt).toBe(later.created_at);
  });

  it('answers NOT_FOUND for an unknown hash', async () => {
    await expect(getFullSystem(g.db, 'nope')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('random system and guide', () => {
  it('picks the system the random number points at', async () => {
    const first = await getRandomSystem(g.db, 0);
    const last = await getRandomSystem(g.db, 0.99999);
    const again = await getRandomSystem(g.db, 0.99999);
    expect(first.hash).not.toBe(last.hash);
    expect(again).toEqual(last);
  });

  it('answers cards: counts and dots, with planet types and moons only once discovered', async () => {
    const all = await searchGuide(g.db, { limit: 100 });
    expect(all.pagination).toEqual({ totalCount: SIZE, totalPages: 10, page: 1, limit: 100 });
    const found = await searchGuide(g.db, { search: discoveredHash, status: 'discovered' });
    expect(found.systems).toHaveLength(1);
    const card = found.systems[0]!;
    expect(card.discoverer).toEqual({ username: finder });
    expect(card.stars).toHaveLength(card.starCount);
    expect(card.planets).toHaveLength(card.planetCount);
    expect(card.planets.every((p) => p.type !== undefined && p.moonCount !== undefined)).toBe(true);
    const hidden = await searchGuide(g.db, { minPlanets: 1, status: 'undiscovered', limit: 5 });
    for (const c of hidden.systems) {
      expect(c.planets.every((p) => Object.keys(p).length === 0)).toBe(true);
      expect(c).not.toHaveProperty('moonCount');
    }
  });
});

describe('cards', () => {
  it('are byte for byte what full generation gives, for every system of the galaxy', async () => {
    for (let n = 0; n < 3; n++) {
      const player = await register(g.db, newPlayer(), T0);
      await collectSystem(
        g.db,
        player.id,
        await findCollectableSystem(g.db, player.id, T0, OFFER_KEY),
        T0,
        OFFER_KEY,
      );
    }
    const galaxy = { seed: 'reads', size: SIZE, generatorVersion: GENERATOR_VERSION };
    let discovered = 0;
    for (let page = 1; page <= SIZE / 100; page++) {
      const query = { page, limit: 100 };
      const { rows } = await searchSystems(g.db, query);
      const cards = (await searchGuide(g.db, query)).systems;
      // The card as it was built before outlines: from the whole generated system.
      const fromFull = rows.map((row) => {
        const detail = generateSystem(galaxy, row.id);
        const outline = {
          ...detail,
          planets: detail.planets.map((p) => ({ type: p.type, moonCount: p.moons.length })),
        };
        return toSystemCard(outline, row);
      });
      expect(JSON.stringify(cards)).toBe(JSON.stringify(fromFull));
      // Built from the shape the seed stored, not from a generated outline.
      expect(rows.every((row) => row.card_shape !== null)).toBe(true);
      discovered += cards.filter((card) => card.discovered).length;
    }
    expect(discovered).toBe(4);
  });

  it('are the same from the outline where the galaxy was seeded without shapes', async () => {
    const query = { page: 3, limit: 100 };
    const { rows } = await searchSystems(g.db, query);
    const stored = JSON.stringify((await searchGuide(g.db, query)).systems);
    const ids = rows.map((row) => row.id);
    await g.db.updateTable('systems').set({ card_shape: null }).where('id', 'in', ids).execute();
    try {
      expect((await searchSystems(g.db, query)).rows.every((r) => r.card_shape === null)).toBe(
        true,
      );
      expect(JSON.stringify((await searchGuide(g.db, query)).systems)).toBe(stored);
    } finally {
      for (const row of rows) {
        await g.db
          .updateTable('systems')
          .set({ card_shape: row.card_shape })
          .where('id', '=', row.id)
          .execute();
      }
    }
  });
});
