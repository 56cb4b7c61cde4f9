import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DiscoveredSystems, type DiscoveredLayout } from './reach-discovered.js';

const SIZE = 200;
/** Systems filed in 7 cells × 3 tiers by their id alone, so a test can count them itself. */
const layout: DiscoveredLayout = {
  count: SIZE,
  tiers: 3,
  slots: 21,
  slotOf: (id) => (id % 7) * 3 + (id % 3),
  tierOf: (id) => id % 3,
};

/** Everything a DiscoveredSystems tells, as plain values. */
function viewOf(systems: DiscoveredSystems) {
  return {
    ids: [...systems.ids],
    has: Array.from({ length: SIZE }, (_, id) => systems.has(id)),
    perSlot: [...systems.perSlot],
    perTier: [...systems.perTier],
  };
}

const sorted = (ids: Iterable<number>) => Int32Array.from(new Set(ids)).sort();

const system = fc.integer({ min: 0, max: SIZE - 1 });
/** A logged change: the system's discoverer after it (a user id), or null when released. */
const change = fc.record({ system_id: system, user_id: fc.option(fc.integer({ min: 1, max: 9 })) });

describe('the discovered systems kept per revision', () => {
  it('counts each system in its slot and tier', () => {
    const systems = DiscoveredSystems.of(layout, Int32Array.from([0, 7, 8, 21, 199]));
    expect([...systems.perTier]).toEqual([2, 2, 1]);
    expect(systems.perSlot[0]).toBe(2); // 0 and 21: cell 0, tier 0
    expect(systems.perSlot[1]).toBe(1); // 7: cell 0, tier 1
    expect(systems.perSlot[1 * 3 + 2]).toBe(1); // 8: cell 1, tier 2
    expect(systems.perSlot.reduce((a, b) => a + b)).toBe(5);
    expect(systems.has(199)).toBe(true);
    expect(systems.has(198)).toBe(false);
  });

  it('after a log of changes, equal the systems read whole, and apply the same log twice alike', () => {
    fc.assert(
      fc.property(fc.uniqueArray(system), fc.array(change, { maxLength: 60 }), (start, log) => {
        const state = new Set(start);
        for (const { system_id, user_id } of log) {
          if (user_id === null) state.delete(system_id);
          else state.add(system_id);
        }
        const kept = DiscoveredSystems.of(layout, sorted(start));
        const after = kept.withChanges(layout, log);
        const whole = viewOf(DiscoveredSystems.of(layout, sorted(state)));
        expect(viewOf(after)).toEqual(whole);
        // A view read a little ahead of its revision is mended by the log from that revision.
        expect(viewOf(after.withChanges(layout, log))).toEqual(whole);
        // The kept value is never changed: a draw holding it keeps its view.
        expect(viewOf(kept)).toEqual(viewOf(DiscoveredSystems.of(layout, sorted(start))));
      }),
    );
  });
});
