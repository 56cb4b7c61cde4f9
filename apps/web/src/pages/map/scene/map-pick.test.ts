import fc from 'fast-check';
import { Matrix4, PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { pickPoint } from './map-pick.js';

/** A camera at the spec's default eye looking at the origin, as the map sets it up. */
function camera(width: number, height: number) {
  const cam = new PerspectiveCamera(50, width / height, 0.001, 100);
  cam.position.set(1.5, 1.5, 1.5);
  cam.lookAt(0, 0, 0);
  cam.updateMatrixWorld();
  return new Matrix4().multiplyMatrices(cam.projectionMatrix, cam.matrixWorldInverse);
}

const viewport = { width: 800, height: 600 };
const vp = camera(viewport.width, viewport.height);
const ndcOf = (x: number, y: number, z: number) => {
  const v = new Vector3(x, y, z).applyMatrix4(vp);
  return { x: v.x, y: v.y };
};

describe('pickPoint', () => {
  const positions = new Float32Array([0, 0, 0, 0.5, 0, -0.5, -0.8, 0.1, 0.3]);

  it('picks the point under the pointer', () => {
    for (let i = 0; i < 3; i++) {
      const pointer = ndcOf(positions[i * 3]!, positions[i * 3 + 1]!, positions[i * 3 + 2]!);
      expect(
        pickPoint({ positions, viewProjection: vp.elements, pointer, viewport, radiusPx: 8 }),
      ).toBe(i);
    }
  });

  it('accepts a pointer a few pixels off but nothing beyond the radius', () => {
    const at = ndcOf(0.5, 0, -0.5);
    const px = 2 / viewport.width;
    const near = { x: at.x + 5 * px, y: at.y };
    const far = { x: at.x + 20 * px, y: at.y };
    expect(
      pickPoint({ positions, viewProjection: vp.elements, pointer: near, viewport, radiusPx: 8 }),
    ).toBe(1);
    expect(
      pickPoint({ positions, viewProjection: vp.elements, pointer: far, viewport, radiusPx: 8 }),
    ).toBe(-1);
  });

  it('prefers the point nearer the camera when two overlap on screen', () => {
    // Both lie on the line of sight through the origin; the second is closer to the eye.
    const stacked = new Float32Array([0, 0, 0, 0.3, 0.3, 0.3]);
    const pointer = ndcOf(0, 0, 0);
    expect(
      pickPoint({
        positions: stacked,
        viewProjection: vp.elements,
        pointer,
        viewport,
        radiusPx: 8,
      }),
    ).toBe(1);
  });

  it('ignores points behind the camera', () => {
    const behind = new Float32Array([3, 3, 3]);
    expect(
      pickPoint({
        positions: behind,
        viewProjection: vp.elements,
        pointer: { x: 0, y: 0 },
        viewport,
        radiusPx: 1000,
      }),
    ).toBe(-1);
  });
});

describe('pickPoint against brute force', () => {
  // A dense cluster around the centre, so several points usually fall inside the radius.
  const centre = ndcOf(0, 0, 0);
  const coordinate = fc.double({ min: -0.03, max: 0.03, noNaN: true });
  const offset = fc.double({ min: -0.04, max: 0.04, noNaN: true });

  it('returns a point nearest the pointer on screen, or none within the radius', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(coordinate, coordinate, coordinate), { minLength: 1, maxLength: 200 }),
        fc.tuple(offset, offset),
        (list, [dx, dy]) => {
          const pointer = { x: centre.x + dx, y: centre.y + dy };
          const positions = new Float32Array(list.flat());
          const picked = pickPoint({
            positions,
            viewProjection: vp.elements,
            pointer,
            viewport,
            radiusPx: 9,
          });
          const px = list.map(([x, y, z]) => {
            const ndc = ndcOf(Math.fround(x), Math.fround(y), Math.fround(z));
            return Math.hypot(
              ((ndc.x - pointer.x) * viewport.width) / 2,
              ((ndc.y - pointer.y) * viewport.height) / 2,
            );
          });
          const nearest = Math.min(...px);
          if (nearest > 9 + 1e-6) expect(picked).toBe(-1);
          // Float32 positions projected two ways differ in the last bits: the same 1e-6 as above.
          else expect(px[picked]!).toBeLessThanOrEqual(nearest + 1 + 1e-6);
        },
      ),
      { numRuns: 200 },
    );
  });
});
