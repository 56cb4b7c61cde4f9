/**
 * The markers drawn over the galaxy: the player's own systems (rings that cannot be missed) and
 * the picked system. Each is a small Points object of its own, rebuilt when its data changes.
 */
import { BufferAttribute, BufferGeometry, Points, ShaderMaterial } from 'three';
import type { Vec3 } from '../data/camera-view.js';
import { SELECTED_SCALE } from '../data/map-style.js';
import { ownShader, pulseShader, selectedShader } from './point-shaders.js';

type Marker = Points<BufferGeometry, ShaderMaterial>;

function marker(
  geometry: BufferGeometry,
  shader: { vertexShader: string; fragmentShader: string },
  scale: { value: number },
  renderOrder: number,
  uniforms: Record<string, { value: number }> = {},
): Marker {
  const material = new ShaderMaterial({
    ...shader,
    uniforms: { uScale: scale, ...uniforms },
    depthTest: false,
    transparent: true,
  });
  const points = new Points(geometry, material);
  points.renderOrder = renderOrder;
  points.frustumCulled = false;
  return points;
}

/** The player's systems (scene coordinates), or null when they hold none. */
export function ownMarkers(positions: Float32Array, scale: { value: number }): Marker | null {
  if (positions.length === 0) return null;
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(positions, 3));
  return marker(g, ownShader, scale, 2);
}

/** The picked system: white with a red outline, three times its marker size. */
export function selectedMarker(position: Vec3, size: number, scale: { value: number }): Marker {
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(new Float32Array(position), 3));
  g.setAttribute('aColor', new BufferAttribute(new Float32Array([1, 1, 1]), 3));
  g.setAttribute('aSize', new BufferAttribute(new Float32Array([size * SELECTED_SCALE]), 1));
  return marker(g, selectedShader, scale, 3);
}

/** Rings round systems just discovered; `progress` (0–1) is the pulse's phase, shared by all. */
export function pulseMarkers(
  positions: Float32Array,
  scale: { value: number },
  progress: { value: number },
): Marker {
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(positions, 3));
  return marker(g, pulseShader, scale, 4, { uProgress: progress });
}
