import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMERA_VIEW, parseCameraView, serializeCameraView } from './camera-view.js';

describe('camera view storage', () => {
  it('defaults to the eye at (1.5, 1.5, 1.5) looking at the centre', () => {
    expect(parseCameraView(null)).toEqual({ position: [1.5, 1.5, 1.5], target: [0, 0, 0] });
  });

  it('round-trips a stored view', () => {
    const view = { position: [0.2, 3, -1] as const, target: [0.1, 0, 0.4] as const };
    const copy = { position: [...view.position], target: [...view.target] } as never;
    expect(parseCameraView(serializeCameraView(copy))).toEqual(copy);
  });

  it('falls back to the default for corrupt or partial entries', () => {
    for (const text of [
      '{',
      '[]',
      '{"position":[1,2],"target":[0,0,0]}',
      '{"position":[1,2,"x"],"target":[0,0,0]}',
    ]) {
      expect(parseCameraView(text)).toEqual(DEFAULT_CAMERA_VIEW);
    }
  });
});
