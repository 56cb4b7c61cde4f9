import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RenderGate, RenderQueueFull } from './render-gate.js';

/** A render that ends when the test says. */
function held() {
  let end!: () => void;
  const done = new Promise<string>((resolve) => (end = () => resolve('drawn')));
  return { render: () => done, end };
}

describe('RenderGate', () => {
  it('runs at most `concurrent` at once, queues `queued`, refuses the rest at once', async () => {
    const gate = new RenderGate(1, 2);
    const renders = [held(), held(), held()];
    let started = 0;
    const results = renders.map((r) =>
      gate.run(() => {
        started++;
        return r.render();
      }),
    );
    await expect(gate.run(() => Promise.resolve('x'))).rejects.toBeInstanceOf(RenderQueueFull);
    expect(started).toBe(1);
    expect(gate.waiting).toBe(2);
    renders[0]!.end();
    await results[0];
    await Promise.resolve();
    expect(started).toBe(2);
    renders[1]!.end();
    renders[2]!.end();
    expect(await Promise.all(results)).toEqual(['drawn', 'drawn', 'drawn']);
    expect(gate.waiting).toBe(0);
  });

  it('never runs more than `concurrent`, and frees its turn when a render fails', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 20 }),
        async (concurrent, queued, failures) => {
          const gate = new RenderGate(concurrent, queued);
          let running = 0;
          let most = 0;
          const outcomes = await Promise.allSettled(
            failures.map(async (fails) =>
              gate.run(async () => {
                running++;
                most = Math.max(most, running);
                await Promise.resolve();
                running--;
                if (fails) throw new Error('render failed');
                return 'drawn';
              }),
            ),
          );
          expect(most).toBeLessThanOrEqual(concurrent);
          const refused = outcomes.filter(
            (o) => o.status === 'rejected' && o.reason instanceof RenderQueueFull,
          ).length;
          expect(refused).toBe(Math.max(0, failures.length - concurrent - queued));
          // All turns are free again: a full batch runs without refusal.
          const again = await Promise.allSettled(
            Array.from({ length: concurrent + queued }, () => gate.run(async () => 'drawn')),
          );
          expect(again.every((o) => o.status === 'fulfilled')).toBe(true);
        },
      ),
    );
  });
});
