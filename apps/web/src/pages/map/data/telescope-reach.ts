/**
 * The player's telescope reach (the server's range, never a client formula): around every held
 * system a translucent sphere of that radius (one instanced draw call) and its circle in the
 * galactic plane, drawn over the stars so the reach reads at any zoom (one line draw call).
 */
import {
  BufferAttribute,
  BufferGeometry,
  Group,
  InstancedMesh,
  LineBasicMaterial,
  LineSegments,
  Matrix4,
  MeshBasicMaterial,
  SphereGeometry,
} from 'three';

/** Segments of each reach circle. */
const CIRCLE_SEGMENTS = 64;
export const REACH_COLOR = '#38bdf8';

/** The circles' line segments: CIRCLE_SEGMENTS per centre, in the plane y = centre's y. */
function circleVertices(centres: Float32Array, radius: number): Float32Array {
  const count = centres.length / 3;
  const vertices = new Float32Array(count * CIRCLE_SEGMENTS * 2 * 3);
  for (let c = 0; c < count; c++) {
    for (let s = 0; s < CIRCLE_SEGMENTS; s++) {
      for (const [k, step] of [s, s + 1].entries()) {
        const angle = (step / CIRCLE_SEGMENTS) * Math.PI * 2;
        const at = ((c * CIRCLE_SEGMENTS + s) * 2 + k) * 3;
        vertices[at] = centres[c * 3]! + Math.cos(angle) * radius;
        vertices[at + 1] = centres[c * 3 + 1]!;
        vertices[at + 2] = centres[c * 3 + 2]! + Math.sin(angle) * radius;
      }
    }
  }
  return vertices;
}

/** The reach round `centres` (scene coordinates), or null when there is none to draw. */
export function telescopeReach(centres: Float32Array, radius: number): Group | null {
  const count = centres.length / 3;
  if (count === 0 || radius <= 0) return null;
  const spheres = new InstancedMesh(
    new SphereGeometry(1, 24, 16),
    new MeshBasicMaterial({
      color: REACH_COLOR,
      transparent: true,
      opacity: 0.12,
      depthWrite: false,
    }),
    count,
  );
  const m = new Matrix4();
  for (let i = 0; i < count; i++) {
    m.makeScale(radius, radius, radius);
    m.setPosition(centres[i * 3]!, centres[i * 3 + 1]!, centres[i * 3 + 2]!);
    spheres.setMatrixAt(i, m);
  }
  spheres.instanceMatrix.needsUpdate = true;
  spheres.frustumCulled = false;
  const circles = new BufferGeometry();
  circles.setAttribute('position', new BufferAttribute(circleVertices(centres, radius), 3));
  const lines = new LineSegments(
    circles,
    new LineBasicMaterial({
      color: REACH_COLOR,
      transparent: true,
      opacity: 0.8,
      depthTest: false,
    }),
  );
  lines.renderOrder = 1;
  lines.frustumCulled = false;
  const group = new Group();
  group.add(spheres, lines);
  return group;
}
