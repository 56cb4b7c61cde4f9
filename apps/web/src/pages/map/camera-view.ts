/** The map's camera view, kept in sessionStorage so a trip to a system page can come back to it. */

export type Vec3 = [number, number, number];

export interface CameraView {
  position: Vec3;
  target: Vec3;
}

export const DEFAULT_CAMERA_VIEW: CameraView = { position: [1.5, 1.5, 1.5], target: [0, 0, 0] };

export const CAMERA_VIEW_KEY = 'orrery.map.camera';

const isVec3 = (v: unknown): v is Vec3 =>
  Array.isArray(v) && v.length === 3 && v.every((n) => typeof n === 'number' && Number.isFinite(n));

/** A stored view, or the default when nothing usable is stored. */
export function parseCameraView(text: string | null): CameraView {
  if (!text) return DEFAULT_CAMERA_VIEW;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null) {
      const { position, target } = value as Record<string, unknown>;
      if (isVec3(position) && isVec3(target)) return { position, target };
    }
  } catch {
    // fall through: a corrupt entry is as good as none
  }
  return DEFAULT_CAMERA_VIEW;
}

export const serializeCameraView = (view: CameraView): string => JSON.stringify(view);
