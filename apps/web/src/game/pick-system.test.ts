import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MapSystem } from '../api/types.js';
import { pickSystemToCollect, reachableSystems } from './pick-system.js';

function sys(hash: string, x: number, discoveredById: number | null = null): MapSystem {
  return {
    hash,
    name: hash,
    coordinates: { x, y: 0, z: 0 },
    discovered: discoveredById !== null,
    discoveredById,
    firstStar: { spectralClass: 'G', type: 'main-sequence', sizeClass: 6 },
  };
}

describe('reachableSystems (design.md telescope reach)', () => {
  it('allows any undiscovered system for a first collection', () => {
    const all = [sys('a', 0), sys('b', 90_000), sys('c', 5, 2)];
    expect(reachableSystems(all, 1, 10_000).map((s) => s.hash)).toEqual(['a', 'b']);
  });
  it('then only undiscovered systems within range of a held one', () => {
    const all = [sys('mine', 0, 1), sys('near', 9_000), sys('far', 50_000), sys('taken', 100, 2)];
    expect(reachableSystems(all, 1, 10_000).map((s) => s.hash)).toEqual(['near']);
    expect(reachableSystems(all, 1, 55_000).map((s) => s.hash)).toEqual(['near', 'far']);
  });
  it('falls back to the nearest undiscovered system when none is in range', () => {
    const all = [sys('mine', 0, 1), sys('far', 50_000), sys('farther', 80_000)];
    expect(reachableSystems(all, 1, 10_000).map((s) => s.hash)).toEqual(['far']);
  });
  it('picks only undiscovered systems, and null when none remain', () => {
    expect(pickSystemToCollect([sys('x', 0, 3)], 1, 10_000, () => 0.5)).toBeNull();
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            x: fc.integer({ min: -50_000, max: 50_000 }),
            owner: fc.constantFrom(null, 1, 2),
          }),
          {
            minLength: 1,
            maxLength: 30,
          },
        ),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (specs, r) => {
          const all = specs.map((s, i) => sys(`s${i}`, s.x, s.owner));
          const pick = pickSystemToCollect(all, 1, 10_000, () => r);
          const anyFree = all.some((s) => s.discoveredById === null);
          expect(pick === null).toBe(!anyFree);
          if (pick) expect(pick.discoveredById).toBeNull();
        },
      ),
    );
  });
});
