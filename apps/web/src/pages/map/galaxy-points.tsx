import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import {
  AdditiveBlending,
  BufferAttribute,
  BufferGeometry,
  ShaderMaterial,
  Sphere,
  Vector3,
  type BufferAttribute as Attribute,
  type Points,
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

/** The warm-up point's draw: zero alpha, which adds nothing under additive blending. */
function applyWarmUp(uniforms: { uDensity: { value: number } }) {
  uniforms.uDensity.value = 0;
}

function copyRange(attribute: Attribute, range: [number, number]) {
  attribute.addUpdateRange(
    range[0] * attribute.itemSize,
    (range[1] - range[0]) * attribute.itemSize,
  );
  attribute.needsUpdate = true;
}

/** Scene coordinates lie within ±1 across the disc and less above and below it. */
const SCENE_BOUNDS = new Sphere(new Vector3(), Math.sqrt(3));

type PointArrays = Pick<GalaxyPoints, 'positions' | 'colors' | 'sizes' | 'states'>;

/**
 * Before the galaxy is in: one point at the centre, drawn at zero alpha (nothing shows under
 * additive blending), so the first frame's shaders are compiled and the software renderer's draw
 * routines built while the galaxy still downloads.
 */
const WARM_UP: PointArrays = {
  positions: new Float32Array(3),
  colors: new Uint8Array(3),
  sizes: new Uint8Array([1]),
  states: new Uint8Array(1),
};

/** A geometry over the galaxy's first `count` points (views of its arrays, not copies). */
function geometryOver(points: PointArrays, count: number): BufferGeometry {
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(points.positions.subarray(0, count * 3), 3));
  g.setAttribute('aColor', new BufferAttribute(points.colors.subarray(0, count * 3), 3, true));
  g.setAttribute('aSize', new BufferAttribute(points.sizes.subarray(0, count), 1));
  g.setAttribute('aState', new BufferAttribute(points.states.subarray(0, count), 1));
  // Given, so three.js does not measure a million points to sort the transparent objects.
  g.boundingSphere = SCENE_BOUNDS.clone();
  return g;
}

/**
 * Every system in ONE THREE.Points: one geometry over the galaxy's arrays, one draw call. New
 * blocks and discoveries are copied to the GPU as ranges; the filter is a uniform. Mounted before
 * the galaxy is in (`points` null, nothing drawn), so its material is there to compile early.
 */
export function GalaxyPointsCloud({
  points,
  filter,
  shown,
}: {
  points: GalaxyPoints | null;
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
  const cloud = useRef<Points>(null);
  /** the first frame's geometry, until the whole galaxy's has gone up */
  const sample = useRef<BufferGeometry | null>(null);
  /** the galaxy's geometry once it is the one drawn */
  const whole = useRef<BufferGeometry | null>(null);
  const geometry = useMemo(() => {
    if (!points) return geometryOver(WARM_UP, 1);
    const g = geometryOver(points, points.count);
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
  useEffect(
    () => () => {
      geometry.dispose();
      sample.current?.dispose();
      sample.current = null;
    },
    [geometry],
  );
  useEffect(() => () => material.dispose(), [material]);
  useEffect(() => points?.subscribe(invalidate), [points, invalidate]);
  // The warm-up point is drawn once its program is linked (compiled beside the main thread with
  // KHR_parallel_shader_compile), not in a frame that would wait for the link.
  const { gl, camera, scene } = useThree();
  const warmed = useRef(false);
  useEffect(() => {
    const object = cloud.current;
    if (!object) return;
    let live = true;
    void gl.compileAsync(object, camera, scene).then(() => {
      performance.mark('map:shaders');
      warmed.current = true;
      if (live) invalidate();
    });
    return () => {
      live = false;
    };
  }, [gl, camera, scene, invalidate]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/immutability
    uniforms.uFilter.value = FILTER_CODE[filter];
    invalidate();
  }, [uniforms, filter, invalidate]);
  // The density follows the points shown, which reach this component after the frame that drew
  // them: draw again with the count that is current.
  useEffect(() => invalidate(), [shown, invalidate]);
  // Per-frame state (geometry, draw range, density) lives on the three.js objects, not in React.
  useFrame((state) => {
    const object = cloud.current;
    if (!object) return;
    if (!points) {
      object.visible = warmed.current;
      applyWarmUp(uniforms);
      return;
    }
    const dirty = points.takeDirty();
    if (dirty.points) {
      for (const name of ['position', 'aColor', 'aSize'])
        copyRange(geometry.getAttribute(name) as Attribute, dirty.points);
    }
    if (dirty.states) copyRange(geometry.getAttribute('aState') as Attribute, dirty.states);
    if (points.loaded === 0) {
      object.visible = false;
      return;
    }
    object.visible = true;
    // The first frame uploads and draws the even sample alone (its own small buffers, not the
    // galaxy's 17 MB at a million): it is on screen at once, and the whole galaxy goes up and
    // is drawn in the next frame. Every frame while the camera moves draws the sample too.
    if (whole.current !== geometry) {
      if (!sample.current) {
        sample.current = geometryOver(points, Math.min(MOVING_POINT_BUDGET, points.loaded));
        object.geometry = sample.current;
        requestAnimationFrame(() => invalidate());
      } else {
        object.geometry = geometry;
        whole.current = geometry;
        sample.current.dispose();
        sample.current = null;
      }
    }
    const moving = state.performance.current < 1;
    const count =
      object.geometry !== geometry
        ? object.geometry.getAttribute('aSize').count
        : moving
          ? Math.min(MOVING_POINT_BUDGET, points.loaded)
          : points.loaded;
    object.geometry.drawRange.count = count;
    applyDensity(uniforms, Math.min(count, shown));
  });
  return <points ref={cloud} geometry={geometry} material={material} frustumCulled={false} />;
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
