import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forEachSliced } from '../src/live/sliced.js';

// The slicing under every pass over the open streams: each item once, in order, and the event
// loop gets its turn between slices.

describe('forEachSliced', () => {
  it('visits every item once, in order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer(), { maxLength: 500 }), fc.nat(2), async (items, ms) => {
        const seen: number[] = [];
        await forEachSliced(items, (item) => seen.push(item), ms);
        expect(seen).toEqual(items);
      }),
    );
  });

  it('lets other work run between slices once a slice spends its budget', async () => {
    const items = Array.from({ length: 1000 }, (_, i) => i);
    let visitedWhenOtherRan = -1;
    let visited = 0;
    setImmediate(() => (visitedWhenOtherRan = visited));
    await forEachSliced(items, () => (visited += 1), 0);
    // With no budget it yields after the first clock read: the other callback ran mid-way.
    expect(visitedWhenOtherRan).toBeGreaterThan(0);
    expect(visitedWhenOtherRan).toBeLessThan(items.length);
  });
});
