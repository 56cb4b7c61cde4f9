import { performance } from 'node:perf_hooks';

/** How long one slice of work over many streams may hold the event loop before yielding. */
export const SLICE_BUDGET_MS = 5;
// The clock is read once per this many items: reading it costs more than writing one frame.
const ITEMS_PER_CLOCK_READ = 64;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Calls `each` for every item, yielding to the event loop (setImmediate) whenever a slice has run
 * for `budgetMs`, so that requests and timers run between slices however many items there are.
 */
export async function forEachSliced<T>(
  items: readonly T[],
  each: (item: T) => void,
  budgetMs = SLICE_BUDGET_MS,
): Promise<void> {
  let sliceStarted = performance.now();
  for (let i = 0; i < items.length; i += 1) {
    each(items[i]!);
    if ((i + 1) % ITEMS_PER_CLOCK_READ === 0 && performance.now() - sliceStarted >= budgetMs) {
      await nextTurn();
      sliceStarted = performance.now();
    }
  }
}
