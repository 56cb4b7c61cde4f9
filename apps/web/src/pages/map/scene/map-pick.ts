/**
 * Screen-space picking: project points with the camera's view-projection matrix and take the one
 * nearest the pointer within a pixel radius (the nearer to the camera on ties). Working in pixels
 * matches what the player sees, whatever the zoom. `pickPoint` scans every point (tests, small
 * sets); the map scans only the candidates of its spatial grid (pick-grid.ts), with the same test
 * in the same order, so both give the same answer.
 */

export interface PickInput {
  positions: Float32Array;
  /** column-major 4x4 view-projection matrix (three.js Matrix4.elements) */
  viewProjection: ArrayLike<number>;
  /** pointer in normalised device coordinates, -1..1 */
  pointer: { x: number; y: number };
  viewport: { width: number; height: number };
  radiusPx: number;
  /** points 0 … count − 1 take part (default: every position) */
  count?: number;
  /** points this refuses are not picked (hidden by the filter) */
  visible?: (index: number) => boolean;
}

/** The running best of a scan; feed it points in ascending index order. */
export class PickScan {
  best = -1;
  #bestD2 = Infinity;
  #bestDepth = Infinity;
  readonly #halfW: number;
  readonly #halfH: number;
  readonly #r2: number;

  constructor(private readonly input: PickInput) {
    this.#halfW = input.viewport.width / 2;
    this.#halfH = input.viewport.height / 2;
    this.#r2 = input.radiusPx * input.radiusPx;
  }

  consider(i: number): void {
    const { positions, viewProjection: m, pointer, visible } = this.input;
    const x = positions[i * 3]!;
    const y = positions[i * 3 + 1]!;
    const z = positions[i * 3 + 2]!;
    const w = m[3]! * x + m[7]! * y + m[11]! * z + m[15]!;
    if (w <= 0) return; // behind the camera
    const sx = ((m[0]! * x + m[4]! * y + m[8]! * z + m[12]!) / w - pointer.x) * this.#halfW;
    const sy = ((m[1]! * x + m[5]! * y + m[9]! * z + m[13]!) / w - pointer.y) * this.#halfH;
    const d2 = sx * sx + sy * sy;
    if (d2 > this.#r2) return;
    if (visible && !visible(i)) return;
    const depth = (m[2]! * x + m[6]! * y + m[10]! * z + m[14]!) / w;
    if (d2 < this.#bestD2 - 1 || (Math.abs(d2 - this.#bestD2) <= 1 && depth < this.#bestDepth)) {
      this.best = i;
      this.#bestD2 = d2;
      this.#bestDepth = depth;
    }
  }
}

/** Index of the picked point, or -1 when none is within the radius (scans every point). */
export function pickPoint(input: PickInput): number {
  const scan = new PickScan(input);
  const count = input.count ?? input.positions.length / 3;
  for (let i = 0; i < count; i++) scan.consider(i);
  return scan.best;
}
