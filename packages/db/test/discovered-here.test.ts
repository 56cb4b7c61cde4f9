import fc from 'fast-check';
import { expect, it } from 'vitest';
import { withChanges } from '../src/search/discovered-here.js';
import { PageIndex } from '../src/search/page-index.js';

it('mends the discovered ids with a change log as a set would', () => {
  const change = fc.record({
    system_id: fc.integer({ min: 0, max: 60 }),
    user_id: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  });
  fc.assert(
    fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 60 })), fc.array(change), (ids, log) => {
      const set = new Set(ids);
      for (const c of log) {
        if (c.user_id === null) set.delete(c.system_id);
        else set.add(c.system_id);
      }
      const kept = Int32Array.from(ids).sort();
      const mended = withChanges(kept, log);
      expect([...mended]).toEqual([...set].sort((a, b) => a - b));
      // Applying the same log again changes nothing.
      expect([...withChanges(mended, log)]).toEqual([...mended]);
    }),
  );
});

it('tells which ids match a count filter', () => {
  const index = new PageIndex(10, Uint8Array.from([0, 3, 1, 5]), Uint8Array.from([1, 1, 2, 2]), 2);
  expect(index.matching([10, 11, 12, 13], { minPlanets: 1, minStars: 1 })).toEqual([11, 12, 13]);
  expect(index.matching(Int32Array.from([11, 13]), { minPlanets: 4, minStars: 2 })).toEqual([13]);
});
