/**
 * Moving the camera on the player's behalf: a fly-to (to one of their systems, or one found by
 * name) glides there in under a second, or jumps at once under prefers-reduced-motion; the
 * keyboard orbits and zooms in steps.
 */
import type { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { CameraView, Vec3 } from '../data/camera-view.js';

export interface FlightRequest {
  view: CameraView;
  /** a new id for every request, so asking twice for the same view flies twice */
  id: number;
}

export const FLIGHT_MS = 900;

const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);
const lerp = (a: Vec3, b: Vec3, t: number): Vec3 => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/**
 * The view `t` (0–1) of the way from `from` to `to`: the target moves along a straight line, the
 * camera's distance from it changes geometrically (a zoom feels even) and its direction turns.
 */
export function viewBetween(from: CameraView, to: CameraView, t: number): CameraView {
  const target = lerp(from.target, to.target, t);
  const offsetOf = (v: CameraView): Vec3 => [
    v.position[0] - v.target[0],
    v.position[1] - v.target[1],
    v.position[2] - v.target[2],
  ];
  const a = offsetOf(from);
  const b = offsetOf(to);
  const da = Math.hypot(...a) || 1e-9;
  const db = Math.hypot(...b) || 1e-9;
  const direction = lerp([a[0] / da, a[1] / da, a[2] / da], [b[0] / db, b[1] / db, b[2] / db], t);
  const length = Math.hypot(...direction) || 1;
  const distance = da * (db / da) ** t;
  return {
    target,
    position: [
      target[0] + (direction[0] / length) * distance,
      target[1] + (direction[1] / length) * distance,
      target[2] + (direction[2] / length) * distance,
    ],
  };
}

/** The controls' current camera position and target. */
export function readView(controls: OrbitControls): CameraView {
  const { position } = controls.object;
  const { target } = controls;
  return { position: [position.x, position.y, position.z], target: [target.x, target.y, target.z] };
}

export function applyView(controls: OrbitControls, view: CameraView): void {
  controls.target.set(...view.target);
  controls.object.position.set(...view.position);
  controls.update();
}

/** A flight under way: from where to where, and when it began (performance.now()). */
export interface FlightPath {
  from: CameraView;
  to: CameraView;
  start: number;
}

/** Where a flight is at `now`, and whether it has arrived. */
export function flightAt(flight: FlightPath, now: number): { view: CameraView; done: boolean } {
  const t = Math.min(1, Math.max(0, (now - flight.start) / FLIGHT_MS));
  return { view: viewBetween(flight.from, flight.to, easeInOut(t)), done: t >= 1 };
}

/** One keyboard step: arrows orbit by this angle, + and − zoom by this factor. */
const STEP_RADIANS = Math.PI / 36;
const ZOOM_STEP = 1.25;

/** The view after a key press on the map, or null for keys the map does not use. */
export function viewAfterKey(view: CameraView, key: string): CameraView | null {
  const [tx, ty, tz] = view.target;
  const offset: Vec3 = [view.position[0] - tx, view.position[1] - ty, view.position[2] - tz];
  let radius = Math.hypot(...offset);
  let azimuth = Math.atan2(offset[0], offset[2]);
  let polar = Math.acos(Math.min(1, Math.max(-1, offset[1] / radius)));
  switch (key) {
    case 'ArrowLeft':
      azimuth -= STEP_RADIANS;
      break;
    case 'ArrowRight':
      azimuth += STEP_RADIANS;
      break;
    case 'ArrowUp':
      polar = Math.max(0.01, polar - STEP_RADIANS);
      break;
    case 'ArrowDown':
      polar = Math.min(Math.PI - 0.01, polar + STEP_RADIANS);
      break;
    case '+':
    case '=':
      radius /= ZOOM_STEP;
      break;
    case '-':
    case '_':
      radius *= ZOOM_STEP;
      break;
    default:
      return null;
  }
  return {
    target: view.target,
    position: [
      tx + radius * Math.sin(polar) * Math.sin(azimuth),
      ty + radius * Math.cos(polar),
      tz + radius * Math.sin(polar) * Math.cos(azimuth),
    ],
  };
}
