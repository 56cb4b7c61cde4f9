/**
 * Screen-space picking: project every visible point with the camera's view-projection matrix and
 * take the one nearest the pointer within a pixel radius (the nearer to the camera on ties).
 * Working in pixels matches what the player sees, whatever the zoom.
 */

export interface PickInput {
  positions: Float32Array;
  /** column-major 4x4 view-projection matrix (three.js Matrix4.elements) */
  viewProjection: ArrayLike<number>;
  /** pointer in normalised device coordinates, -1..1 */
  pointer: { x: number; y: number };
  viewport: { width: number; height: number };
  radiusPx: number;
}

/** Index of the picked point, or -1 when none is within the radius. */
export function pickPoint({
  positions,
  viewProjection: m,
  pointer,
  viewport,
  radiusPx,
}: PickInput) {
  const halfW = viewport.width / 2;
  const halfH = viewport.height / 2;
  const r2 = radiusPx * radiusPx;
  let best = -1;
  let bestD2 = Infinity;
  let bestDepth = Infinity;
  for (let i = 0, n = positions.length / 3; i < n; i++) {
    const x = positions[i * 3]!;
    const y = positions[i * 3 + 1]!;
    const z = positions[i * 3 + 2]!;
    const w = m[3]! * x + m[7]! * y + m[11]! * z + m[15]!;
    if (w <= 0) continue; // behind the camera
    const sx = ((m[0]! * x + m[4]! * y + m[8]! * z + m[12]!) / w - pointer.x) * halfW;
    const sy = ((m[1]! * x + m[5]! * y + m[9]! * z + m[13]!) / w - pointer.y) * halfH;
    const d2 = sx * sx + sy * sy;
    if (d2 > r2) continue;
    const depth = (m[2]! * x + m[6]! * y + m[10]! * z + m[14]!) / w;
    if (d2 < bestD2 - 1 || (Math.abs(d2 - bestD2) <= 1 && depth < bestDepth)) {
      best = i;
      bestD2 = d2;
      bestDepth = depth;
    }
  }
  return best;
}
