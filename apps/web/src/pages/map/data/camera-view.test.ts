import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMERA_VIEW, cameraViewFrom } from './camera-view.js';

describe('cameraViewFrom', () => {
  it('defaults to the eye at (1.5, 1.5, 1.5) looking at the centre', () => {
    expect(cameraViewFrom(null)).toEqual({ position: [1.5, 1.5, 1.5], target: [0, 0, 0] });
  });

  it('takes a view carried in router state, also after a structured clone', () => {
    const view = { position: [0.2, 3, -1], target: [0.1, 0, 0.4] };
    expect(cameraViewFrom(structuredClone(view))).toEqual(view);
  });

  it('falls back to the default for anything malformed', () => {
    const bad = [
      undefined,
      'view',
      [],
      { position: [1, 2], target: [0, 0, 0] },
      { position: [1, 2, 'x'], target: [0, 0, 0] },
      { position: [1, 2, Number.NaN], target: [0, 0, 0] },
      { origin: 'map' },
    ];
    for (const state of bad) expect(cameraViewFrom(state)).toEqual(DEFAULT_CAMERA_VIEW);
  });
});
