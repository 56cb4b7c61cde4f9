/**
 * The map's camera view. Visit System hands it to the system page as router state (`restore`),
 * and the back button hands it back; the map also writes it into its own history entry, so the
 * browser's Back restores it too.
 */

export type Vec3 = [number, number, number];

export interface CameraView {
  position: Vec3;
  target: Vec3;
}

export const DEFAULT_CAMERA_VIEW: CameraView = { position: [1.5, 1.5, 1.5], target: [0, 0, 0] };

const isVec3 = (v: unknown): v is Vec3 =>
  Array.isArray(v) && v.length === 3 && v.every((n) => typeof n === 'number' && Number.isFinite(n));

/** The view carried in router state, or null when there is none or it is malformed. */
export function cameraViewIn(state: unknown): CameraView | null {
  if (typeof state === 'object' && state !== null) {
    const { position, target } = state as Record<string, unknown>;
    if (isVec3(position) && isVec3(target)) return { position, target };
  }
  return null;
}

/** The view carried in router state, or the default when there is none or it is malformed. */
export function cameraViewFrom(state: unknown): CameraView {
  return cameraViewIn(state) ?? DEFAULT_CAMERA_VIEW;
}
