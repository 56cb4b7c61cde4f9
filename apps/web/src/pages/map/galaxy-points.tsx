import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { AdditiveBlending, BufferAttribute, BufferGeometry, ShaderMaterial } from 'three';
import type { Vec3 } from './camera-view.js';
import type { PointBuffers } from './map-buffers.js';
import { NOMINAL_DISTANCE, selectedShader, starShader } from './point-shaders.js';
import { SELECTED_SCALE } from './map-style.js';

/**
 * The uniform that turns pixel sizes into attenuated sizes follows the canvas's pixel ratio,
 * which drops while the camera moves (adaptive resolution) and comes back when it rests.
 */
function useScaleUniforms() {
  const pixelRatio = useThree((state) => state.viewport.dpr);
  const invalidate = useThree((state) => state.invalidate);
  const uniforms = useMemo(() => ({ uScale: { value: NOMINAL_DISTANCE } }), []);
  useEffect(() => {
    // three.js reads uniforms by reference each frame: mutating them is how they are meant to change.
    // eslint-disable-next-line react-hooks/immutability
    uniforms.uScale.value = NOMINAL_DISTANCE * pixelRatio;
    invalidate();
  }, [uniforms, pixelRatio, invalidate]);
  return uniforms;
}

/**
 * While the camera moves (performance regressed), draw at most this many points. The list is in
 * generation order, which is spatially random, so a prefix is an even sample of the galaxy; every
 * point returns when the camera rests. Picking always uses every point.
 */
export const MOVING_POINT_BUDGET = 30_000;

/** Every visible system in ONE THREE.Points: one geometry, one material, one draw call. */
export function GalaxyPoints({ buffers }: { buffers: PointBuffers }) {
  const uniforms = useScaleUniforms();
  const geometry = useMemo(() => {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(buffers.positions, 3));
    g.setAttribute('aColor', new BufferAttribute(buffers.colors, 3));
    g.setAttribute('aSize', new BufferAttribute(buffers.sizes, 1));
    return g;
  }, [buffers]);
  const material = useMemo(
    () =>
      new ShaderMaterial({
        ...starShader,
        uniforms,
        transparent: true,
        depthWrite: false,
        blending: AdditiveBlending,
      }),
    [uniforms],
  );
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);
  useFrame((state) => {
    const moving = state.performance.current < 1;
    const count = moving ? Math.min(MOVING_POINT_BUDGET, buffers.sizes.length) : Infinity;
    // Per-frame state lives on the three.js object, not in React.
    // eslint-disable-next-line react-hooks/immutability
    geometry.drawRange.count = count;
  });
  return <points geometry={geometry} material={material} frustumCulled={false} />;
}

/** The picked system drawn on top: white with a red outline, three times its marker size. */
export function SelectedMarker({ position, size }: { position: Vec3; size: number }) {
  const uniforms = useScaleUniforms();
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
  return <points geometry={geometry} material={material} renderOrder={1} frustumCulled={false} />;
}
