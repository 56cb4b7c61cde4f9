import { describe, expect, it } from 'vitest';
import type { CameraView } from '../data/camera-view.js';
import { FLIGHT_MS, flightAt, viewAfterKey } from './flight.js';

const from: CameraView = { position: [1.5, 1.5, 1.5], target: [0, 0, 0] };
const to: CameraView = { position: [0.31, 0.2, 0.11], target: [0.3, 0.2, 0.1] };

describe('flights', () => {
  it('leave from the current view and arrive exactly at the asked one', () => {
    const path = { from, to, start: 1_000 };
    const start = flightAt(path, 1_000);
    expect(start.done).toBe(false);
    start.view.position.forEach((v, i) => expect(v).toBeCloseTo(from.position[i]!, 9));
    const middle = flightAt(path, 1_000 + FLIGHT_MS / 2);
    expect(middle.done).toBe(false);
    expect(middle.view.target[0]).toBeGreaterThan(0);
    expect(middle.view.target[0]).toBeLessThan(0.3);
    const end = flightAt(path, 1_000 + FLIGHT_MS);
    expect(end.done).toBe(true);
    end.view.position.forEach((v, i) => expect(v).toBeCloseTo(to.position[i]!, 9));
    end.view.target.forEach((v, i) => expect(v).toBeCloseTo(to.target[i]!, 9));
  });

  it('turn and zoom the view from the keyboard, and ignore other keys', () => {
    const turned = viewAfterKey(from, 'ArrowLeft')!;
    expect(Math.hypot(...turned.position)).toBeCloseTo(Math.hypot(...from.position), 9);
    expect(turned.position).not.toEqual(from.position);
    const closer = viewAfterKey(from, '+')!;
    expect(Math.hypot(...closer.position)).toBeCloseTo(Math.hypot(...from.position) / 1.25, 9);
    expect(viewAfterKey(from, 'a')).toBeNull();
  });
});
