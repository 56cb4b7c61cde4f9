import { describe, expect, it } from 'vitest';
import { generateSystem, systemSummary } from '../src/index.js';

const galaxy = { seed: 'determinism', size: 10_000 };

describe('determinism', () => {
  it('gives byte-identical JSON for the same seed', () => {
    for (const i of [0, 1, 77, 9_999]) {
      expect(JSON.stringify(generateSystem(galaxy, i))).toBe(
        JSON.stringify(generateSystem(galaxy, i)),
      );
    }
  });

  it('differs between seeds', () => {
    const other = { seed: 'determinism-2', size: 10_000 };
    expect(JSON.stringify(generateSystem(galaxy, 5))).not.toBe(
      JSON.stringify(generateSystem(other, 5)),
    );
  });

  it('summary agrees with the detail', () => {
    for (let i = 0; i < 200; i++) {
      const s = systemSummary(galaxy, i);
      const d = generateSystem(galaxy, i);
      expect(s.starCount).toBe(d.stars.length);
      expect(s.planetCount).toBe(d.planets.length);
      expect(s.moonCount).toBe(d.planets.reduce((n, p) => n + p.moons.length, 0));
      expect(s.rarityScore).toBe(d.rarityScore);
    }
  });
});
