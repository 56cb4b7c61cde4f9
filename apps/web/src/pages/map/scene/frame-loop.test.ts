import { describe, expect, it } from 'vitest';
import { FrameLoop } from './frame-loop.js';

/** Animation frames run by hand: `next()` runs the frame asked for, if any. */
function frames() {
  let queued: ((now: number) => void) | null = null;
  let handles = 0;
  return {
    scheduler: {
      request: (run: (now: number) => void) => {
        queued = run;
        return ++handles;
      },
      cancel: () => {
        queued = null;
      },
    },
    next(): boolean {
      const run = queued;
      queued = null;
      run?.(0);
      return run !== null;
    },
  };
}

describe('the map frame loop', () => {
  it('draws once however often it is asked before the frame, and then rests', () => {
    const clock = frames();
    let drawn = 0;
    const loop = new FrameLoop(() => drawn++, false, clock.scheduler);
    expect(clock.next()).toBe(false);
    loop.invalidate();
    loop.invalidate();
    loop.invalidate();
    expect(clock.next()).toBe(true);
    expect(drawn).toBe(1);
    expect(clock.next()).toBe(false);
  });

  it('draws the next frame too when asked during one (damping settling, a flight)', () => {
    const clock = frames();
    let drawn = 0;
    const loop = new FrameLoop(
      () => {
        if (++drawn < 3) loop.invalidate();
      },
      false,
      clock.scheduler,
    );
    loop.invalidate();
    while (clock.next());
    expect(drawn).toBe(3);
  });

  it('draws every frame when continuous, until disposed', () => {
    const clock = frames();
    let drawn = 0;
    const loop = new FrameLoop(() => drawn++, true, clock.scheduler);
    loop.invalidate();
    for (let i = 0; i < 5; i++) expect(clock.next()).toBe(true);
    expect(drawn).toBe(5);
    loop.dispose();
    expect(clock.next()).toBe(false);
    loop.invalidate();
    expect(clock.next()).toBe(false);
  });
});
