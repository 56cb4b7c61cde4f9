import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AdaptiveResolution,
  REST_AFTER_MS,
  pixelRatioFor,
  restingPixelRatio,
} from './adaptive-resolution.js';

describe('the map resolution', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rests at the screen pixel ratio between 1 and 2, and halves it while moving', () => {
    expect([0.5, 1, 1.5, 3].map(restingPixelRatio)).toEqual([1, 1, 1.5, 2]);
    expect(pixelRatioFor(1.5, false)).toBe(1.5);
    expect(pixelRatioFor(1.5, true)).toBe(0.75);
  });

  it('is moving from the first move until the camera has rested, and says so once each way', () => {
    const heard: boolean[] = [];
    const resolution = new AdaptiveResolution((moving) => heard.push(moving));
    expect(resolution.moving).toBe(false);
    resolution.regress();
    expect(resolution.moving).toBe(true);
    // Moves closer together than the rest keep it moving, however long they go on.
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(REST_AFTER_MS - 1);
      resolution.regress();
    }
    expect(resolution.moving).toBe(true);
    expect(heard).toEqual([true]);
    vi.advanceTimersByTime(REST_AFTER_MS);
    expect(resolution.moving).toBe(false);
    expect(heard).toEqual([true, false]);
    resolution.regress();
    expect(heard).toEqual([true, false, true]);
  });

  it('hears nothing after it is disposed', () => {
    const heard: boolean[] = [];
    const resolution = new AdaptiveResolution((moving) => heard.push(moving));
    resolution.regress();
    resolution.dispose();
    vi.advanceTimersByTime(REST_AFTER_MS * 2);
    expect(heard).toEqual([true]);
  });
});
