import fc from 'fast-check';
import { Matrix4, PerspectiveCamera } from 'three';
import { describe, expect, it } from 'vitest';
import { pickPoint } from './map-pick.js';
import { buildPickGrid, pickInGrid } from './pick-grid.js';

const viewport = { width: 800, height: 500 };

function viewProjection(eye: [number, number, number], target: [number, number, number]) {
  const camera = new PerspectiveCamera(50, viewport.width / viewport.height, 0.001, 100);
  camera.position.set(...eye);
  camera.lookAt(...target);
  camera.updateMatrixWorld();
  return new Matrix4().multiplyMatrices(camera.projectionMatrix, camera.matrixWorldInverse)
    .elements;
}

const unit = fc.double({ min: -1, max: 1, noNaN: true });
const vec = fc.tuple(unit, unit, unit);

describe('pickInGrid', () => {
  it('picks what scanning every point picks, wherever the camera and the pointer are', () => {
    fc.assert(
      fc.property(
        // A flattened disc like the galaxy, with some points packed together.
        fc.array(fc.tuple(unit, fc.double({ min: -0.02, max: 0.02, noNaN: true }), unit), {
          minLength: 1,
          maxLength: 600,
        }),
        vec,
        fc.tuple(unit, unit, unit),
        fc.tuple(unit, unit),
        fc.integer({ min: 1, max: 600 }),
        (list, eyeDirection, target, [px, py], keep) => {
          const positions = new Float32Array(list.flat());
          const count = Math.min(keep, list.length);
          const eye = eyeDirection.map((v, a) => target[a]! + v * 2.5) as [number, number, number];
          if (Math.hypot(...eyeDirection) < 0.05) return;
          const input = {
            positions,
            viewProjection: viewProjection(eye, target as [number, number, number]),
            pointer: { x: px, y: py },
            viewport,
            radiusPx: 40,
            count,
            visible: (i: number) => i % 5 !== 0,
          };
          expect(pickInGrid(buildPickGrid(positions, count), input)).toBe(pickPoint(input));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('aims a pick at a point it projects onto, among many', () => {
    const count = 50_000;
    const positions = new Float32Array(count * 3);
    for (let i = 0; i < count; i++) {
      const angle = i * 2.399963;
      const r = Math.sqrt(i / count);
      positions.set([r * Math.cos(angle), ((i % 7) - 3) * 0.003, r * Math.sin(angle)], i * 3);
    }
    const grid = buildPickGrid(positions, count);
    expect(grid.cells.length).toBeGreaterThan(100);
    const m = viewProjection([1.2, 1.2, 1.2], [0, 0, 0]);
    for (const i of [0, 17, 4_321, 49_999]) {
      const [x, y, z] = [positions[i * 3]!, positions[i * 3 + 1]!, positions[i * 3 + 2]!];
      const w = m[3]! * x + m[7]! * y + m[11]! * z + m[15]!;
      const pointer = {
        x: (m[0]! * x + m[4]! * y + m[8]! * z + m[12]!) / w,
        y: (m[1]! * x + m[5]! * y + m[9]! * z + m[13]!) / w,
      };
      const input = { positions, viewProjection: m, pointer, viewport, radiusPx: 6, count };
      const picked = pickInGrid(grid, input);
      expect(picked).toBe(pickPoint(input));
      expect(picked).toBeGreaterThanOrEqual(0);
    }
  });
});
