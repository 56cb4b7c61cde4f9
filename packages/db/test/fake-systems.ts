import { RARITIES, type SpectralClass } from '@orrery/domain';
import type { NewSystem } from '../src/systems/index.js';

/**
 * Deterministic stand-in rows for db tests and benchmarks (db must not import procgen).
 * Mixed-case names and hashes exercise the case-insensitive search.
 */
export function* fakeSystems(start: number, end: number): Generator<NewSystem> {
  const syllables = ['ka', 'Zu', 'ri', 'Mo', 'tel', 'ax', 'Or', 'ven', 'qu', 'sa', 'Li', 'dor'];
  const classes: SpectralClass[] = ['M', 'K', 'G', 'F', 'A', 'B'];
  for (let id = start; id < end; id++) {
    // A cheap integer hash of the id drives every field.
    let h = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
    const next = () => {
      h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
      h = (h ^ (h >>> 12)) >>> 0;
      return h;
    };
    const name =
      syllables[next() % syllables.length]! +
      syllables[next() % syllables.length]! +
      syllables[next() % syllables.length]! +
      '-' +
      id.toString(36);
    const planets = next() % 13;
    const stars = 1 + (next() % 10 === 0 ? 1 + (next() % 2) : 0);
    yield {
      id,
      hash: `${id.toString(36).padStart(4, '0')}${(next() % 1296).toString(36).toUpperCase()}`,
      name,
      sector: `Sector ${next() % 40}`,
      x: (next() % 100000) - 50000,
      y: (next() % 1000) - 500,
      z: (next() % 100000) - 50000,
      star_count: stars,
      planet_count: planets,
      moon_count: planets * (next() % 4),
      habitable: next() % 20 === 0 ? 1 : 0,
      first_star_class: classes[next() % classes.length]!,
      first_star_type: 'main-sequence',
      size_class: 4 + (next() % 7),
      card_type: stars > 1 ? 'multi-star' : planets > 0 ? 'standard' : 'star-only',
      rarity: RARITIES[next() % RARITIES.length]!,
      rarity_score: (next() % 10000) / 100,
      // Some without a shape, as in a galaxy seeded before shapes were stored.
      card_shape: id % 5 === 0 ? null : 'G0'.repeat(stars) + '/' + '01'.repeat(planets),
    };
  }
}
