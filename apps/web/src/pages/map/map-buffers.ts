/** Turns the map list into the typed arrays of ONE point cloud: position, colour, size. */
import type { MapSystem } from '../../api/types.js';
import { hexToRgb, markerSize, spectralColor } from './map-style.js';

/** The fields of a map entry the plot reads. */
export type MapPoint = Pick<
  MapSystem,
  'hash' | 'coordinates' | 'discovered' | 'discoveredById' | 'firstStar'
>;

export type MapFilter = 'all' | 'discovered' | 'undiscovered' | 'collected';

/** The galaxy is ~100,000 ly across: dividing by its radius puts it in the unit frame. */
export const GALAXY_RADIUS_LY = 50_000;

export const toUnit = (lightYears: number): number => lightYears / GALAXY_RADIUS_LY;

export function isVisible(point: MapPoint, filter: MapFilter, userId: number | null): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'discovered':
      return point.discovered;
    case 'undiscovered':
      return !point.discovered;
    case 'collected':
      return userId !== null && point.discoveredById === userId;
  }
}

export interface PointBuffers {
  positions: Float32Array;
  colors: Float32Array;
  sizes: Float32Array;
  /** point index -> index into the full map list */
  indices: Uint32Array;
}

export function buildPointBuffers(
  points: readonly MapPoint[],
  filter: MapFilter,
  userId: number | null,
): PointBuffers {
  const visible: number[] = [];
  points.forEach((p, i) => isVisible(p, filter, userId) && visible.push(i));
  const positions = new Float32Array(visible.length * 3);
  const colors = new Float32Array(visible.length * 3);
  const sizes = new Float32Array(visible.length);
  const rgbByClass = new Map<string, [number, number, number]>();
  visible.forEach((source, i) => {
    const p = points[source]!;
    positions[i * 3] = toUnit(p.coordinates.x);
    positions[i * 3 + 1] = toUnit(p.coordinates.y);
    positions[i * 3 + 2] = toUnit(p.coordinates.z);
    const spectral = p.firstStar.spectralClass;
    let rgb = rgbByClass.get(spectral);
    if (!rgb) {
      rgb = hexToRgb(spectralColor(spectral));
      rgbByClass.set(spectral, rgb);
    }
    colors.set(rgb, i * 3);
    sizes[i] = markerSize(p.firstStar.sizeClass);
  });
  return { positions, colors, sizes, indices: Uint32Array.from(visible) };
}
