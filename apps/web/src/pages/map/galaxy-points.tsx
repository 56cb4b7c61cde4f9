import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import {
  AdditiveBlending,
  BufferAttribute,
  BufferGeometry,
  ShaderMaterial,
  type BufferAttribute as Attribute,
} from 'three';
import type { Vec3 } from './camera-view.js';
import { FILTER_CODE, type GalaxyPoints, type MapFilter } from './map-buffers.js';
import { NOMINAL_DISTANCE, galaxyShader, ownShader, selectedShader } from './point-shaders.js';
import { SELECTED_SCALE } from './map-style.js';

/**
 * The uniform that turns pixel sizes into attenuated sizes follows the canvas's pixel ratio,
 * which drops while the camera moves (adaptive resolution) and comes back when it rests.
 */
function useScaleUniforms<T extends object>(extra: T) {
  const pixelRatio = useThree((state) => state.viewport.dpr);
  const invalidate = useThree((state) => state.invalidate);
  // The extra uniforms are fixed at mount; their values change through the returned object.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const uniforms = useMemo(() => ({ uScale: { value: NOMINAL_DISTANCE }, ...extra }), []);
  useEffect(() => {
    // three.js reads uniforms by reference each frame: mutating them is how they are meant to change.
    // eslint-disable-next-line react-hooks/immutability
    uniforms.uScale.value = NOMINAL_DISTANCE * pixelRatio;
    invalidate();
  }, [uniforms, pixelRatio, invalidate]);
  return uniforms;
}

/**
 * While the camera moves (performance regressed), draw at most this many points. Index order is
 * spatially random, so a prefix is an even sample of the galaxy (level of detail by density);
 * every point returns when the camera rests. Picking always uses every point.
 */
export const MOVING_POINT_BUDGET = 30_000;
/** Up to this many points are drawn at full brightness and size; beyond, each is dimmed. */
const FULL_BRIGHTNESS_POINTS = 40_000;

/**
 * Brightness and size per point for `drawn` points: the galaxy's additive glow stays about the
 * same from ten thousand points to a million (a million at full brightness is a white blot).
 */
export function densityFor(drawn: number): { alpha: number; size: number } {
  const ratio = Math.min(1, FULL_BRIGHTNESS_POINTS / Math.max(1, drawn));
  return { alpha: Math.max(0.04, ratio), size: Math.max(0.45, Math.sqrt(Math.sqrt(ratio))) };
}

/** Sets the uniforms three.js reads each frame (mutating them is how they are meant to change). */
function applyDensity(
  uniforms: { uDensity: { value: number }; uSize: { value: number } },
  drawn: number,
) {
  const density = densityFor(drawn);
  uniforms.uDensity.value = density.alpha;
  uniforms.uSize.value = density.size;
}

function copyRange(attribute: Attribute, range: [number, number]) {
  attribute.addUpdateRange(
    range[0] * attribute.itemSize,
    (range[1] - range[0]) * attribute.itemSize,
  );
  attribute.needsUpdate = true;
}

/**
 * Every system in ONE THREE.Points: one geometry over the galaxy's arrays, one draw call. New
 * blocks and discoveries are copied to the GPU as ranges; the filter is a uniform.
 */
export function GalaxyPointsCloud({
  points,
  filter,
  shown,
}: {
  points: GalaxyPoints;
  filter: MapFilter;
  /** loaded points the filter shows */
  shown: number;
}) {
  const uniforms = useScaleUniforms({
    uFilter: { value: FILTER_CODE[filter] },
    uDensity: { value: 1 },
    uSize: { value: 1 },
  });
  const invalidate = useThree((state) => state.invalidate);
  const drewOnce = useRef(false);
  const geometry = useMemo(() => {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(points.positions, 3));
    g.setAttribute('aColor', new BufferAttribute(points.colors, 3, true));
    g.setAttribute('aSize', new BufferAttribute(points.sizes, 1));
    g.setAttribute('aState', new BufferAttribute(points.states, 1));
    // Everything written so far goes up with the first upload.
    points.takeDirty();
    return g;
  }, [points]);
  const material = useMemo(
    () =>
      new ShaderMaterial({
        ...galaxyShader,
        uniforms,
        transparent: true,
        depthWrite: false,
        blending: AdditiveBlending,
      }),
    [uniforms],
  );
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);
  useEffect(() => points.subscribe(invalidate), [points, invalidate]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/immutability
    uniforms.uFilter.value = FILTER_CODE[filter];
    invalidate();
  }, [uniforms, filter, invalidate]);
  // Per-frame state (draw range, density) lives on the three.js objects, not in React.
  // eslint-disable-next-line react-hooks/immutability
  useFrame((state) => {
    const dirty = points.takeDirty();
    if (dirty.points) {
      for (const name of ['position', 'aColor', 'aSize'])
        copyRange(geometry.getAttribute(name) as Attribute, dirty.points);
    }
    if (dirty.states) copyRange(geometry.getAttribute('aState') as Attribute, dirty.states);
    // The first frame, and every frame while the camera moves, draws the even sample only: it
    // is on screen at once, and the whole galaxy follows in the next frame.
    const sampleOnly = state.performance.current < 1 || !drewOnce.current;
    const count = sampleOnly ? Math.min(MOVING_POINT_BUDGET, points.loaded) : points.loaded;
    if (!drewOnce.current && points.loaded > 0) {
      drewOnce.current = true;
      if (count < points.loaded) requestAnimationFrame(() => invalidate());
    }
    // Per-frame state lives on the three.js objects, not in React.
    // eslint-disable-next-line react-hooks/immutability
    geometry.drawRange.count = count;
    applyDensity(uniforms, Math.min(count, shown));
  });
  return <points geometry={geometry} material={material} frustumCulled={false} />;
}

/** The player's own systems, drawn over everything as rings that cannot be missed. */
export function OwnMarkers({ positions }: { positions: Float32Array }) {
  const uniforms = useScaleUniforms({});
  const geometry = useMemo(() => {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(positions, 3));
    return g;
  }, [positions]);
  const material = useMemo(
    () => new ShaderMaterial({ ...ownShader, uniforms, depthTest: false, transparent: true }),
    [uniforms],
  );
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);
  if (positions.length === 0) return null;
  return <points geometry={geometry} material={material} renderOrder={2} frustumCulled={false} />;
}

/** The picked system drawn on top: white with a red outline, three times its marker size. */
export function SelectedMarker({ position, size }: { position: Vec3; size: number }) {
  const uniforms = useScaleUniforms({});
  const geometry = useMemo(() => {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(new Float32Array(position), 3));
    g.setAttribute('aColor', new BufferAttribute(new Float32Array([1, 1, 1]), 3));
    g.setAttribute('aSize', new BufferAttribute(new Float32Array([size * SELECTED_SCALE]), 1));
    return g;
  }, [position, size]);
  const material = useMemo(
    () =>
      new ShaderMaterial({
        ...selectedShader,
        uniforms,
        depthTest: false,
        transparent: true,
      }),
    [uniforms],
  );
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);
  return <points geometry={geometry} material={material} renderOrder={3} frustumCulled={false} />;
}
