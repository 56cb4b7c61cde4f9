/**
 * Where the galaxy sits in the 3D scene, and the views that frame it. The scene is centred on the
 * galaxy's bounding box and scaled so its wider horizontal half-extent is 1: whatever the
 * galaxy's size in light-years, the default eye direction (the spec's 1.5, 1.5, 1.5) shows all of
 * it, and the framing distance is fitted to the canvas so the disc fills the view.
 */
import type { CameraView, Vec3 } from './camera-view.js';

export interface SceneFrame {
  /** the galaxy's centre, light-years */
  centre: Vec3;
  /** scene units per light-year */
  scale: number;
}

/** The frame of a galaxy whose positions lie within `min` … `max` (light-years). */
export function sceneFrameOf(min: readonly number[], max: readonly number[]): SceneFrame {
  const centre = [0, 1, 2].map((a) => (min[a]! + max[a]!) / 2) as Vec3;
  const halfWidth = Math.max((max[0]! - min[0]!) / 2, (max[2]! - min[2]!) / 2, 1e-9);
  return { centre, scale: 1 / halfWidth };
}

export function toScene(frame: SceneFrame, ly: { x: number; y: number; z: number }): Vec3 {
  return [
    (ly.x - frame.centre[0]) * frame.scale,
    (ly.y - frame.centre[1]) * frame.scale,
    (ly.z - frame.centre[2]) * frame.scale,
  ];
}

/** Scene units for a distance in light-years. */
export const sceneLength = (frame: SceneFrame, ly: number) => ly * frame.scale;

/** The spec's default eye (1.5, 1.5, 1.5): the direction the galaxy is first seen from. */
const EYE_DIRECTION: Vec3 = [1 / Math.sqrt(3), 1 / Math.sqrt(3), 1 / Math.sqrt(3)];
/** Part of the half-height (and half-width) of the canvas the framed galaxy may use. */
const FILL = 0.9;

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const normalise = (v: Vec3): Vec3 => {
  const n = Math.hypot(...v);
  return [v[0] / n, v[1] / n, v[2] / n];
};
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

/**
 * The view from the default eye direction at the smallest distance that shows every point: for
 * each point, the distance at which it reaches the canvas's edge, and the largest of those (the
 * galaxy's sparse rim holds its spiral arms' ends, so none is left out). `positions` are scene
 * coordinates (x, y, z per point; an even sample will do).
 */
export function framingView(
  positions: Float32Array,
  count: number,
  aspect: number,
  fovDegrees: number,
): CameraView {
  const eye = EYE_DIRECTION;
  const right = normalise(cross([-eye[0], -eye[1], -eye[2]], [0, 1, 0]));
  const up = cross(right, [-eye[0], -eye[1], -eye[2]]);
  const tanV = Math.tan((fovDegrees * Math.PI) / 360) * FILL;
  const tanH = tanV * aspect;
  let distance = count === 0 ? 2.6 : 0;
  for (let i = 0; i < count; i++) {
    const p: Vec3 = [positions[i * 3]!, positions[i * 3 + 1]!, positions[i * 3 + 2]!];
    // In front of the target by p·eye; it fits once its depth covers its offsets on screen.
    const needed =
      dot(p, eye) + Math.max(Math.abs(dot(p, right)) / tanH, Math.abs(dot(p, up)) / tanV);
    distance = Math.max(distance, needed);
  }
  const d = Math.max(0.05, distance);
  return { position: [eye[0] * d, eye[1] * d, eye[2] * d], target: [0, 0, 0] };
}

/**
 * A view of `point` from the current view's direction, `distance` away: what fly-to aims at.
 */
export function viewOf(point: Vec3, from: CameraView, distance: number): CameraView {
  const offset: Vec3 = [
    from.position[0] - from.target[0],
    from.position[1] - from.target[1],
    from.position[2] - from.target[2],
  ];
  const direction = Math.hypot(...offset) > 1e-9 ? normalise(offset) : EYE_DIRECTION;
  return {
    position: [
      point[0] + direction[0] * distance,
      point[1] + direction[1] * distance,
      point[2] + direction[2] * distance,
    ],
    target: point,
  };
}
