import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { AdditiveBlending, BufferAttribute, BufferGeometry, ShaderMaterial } from 'three';
import type { Vec3 } from './camera-view.js';
import type { PointBuffers } from './map-buffers.js';
import { NOMINAL_DISTANCE, selectedShader, starShader } from './point-shaders.js';
import { SELECTED_SCALE } from './map-style.js';

/** The uniform that turns pixel sizes into attenuated sizes, scaled for the screen's pixel ratio. */
const scaleUniform = (pixelRatio: number) => ({ uScale: { value: NOMINAL_DISTANCE * pixelRatio } });

/** Every visible system in ONE THREE.Points: one geometry, one material, one draw call. */
export function GalaxyPoints({ buffers }: { buffers: PointBuffers }) {
  const pixelRatio = useThree((state) => state.viewport.dpr);
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
        uniforms: scaleUniform(pixelRatio),
        transparent: true,
        depthWrite: false,
        blending: AdditiveBlending,
      }),
    [pixelRatio],
  );
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);
  return <points geometry={geometry} material={material} frustumCulled={false} />;
}

/** The picked system drawn on top: white with a red outline, three times its marker size. */
export function SelectedMarker({ position, size }: { position: Vec3; size: number }) {
  const pixelRatio = useThree((state) => state.viewport.dpr);
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
        uniforms: scaleUniform(pixelRatio),
        depthTest: false,
        transparent: true,
      }),
    [pixelRatio],
  );
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);
  return <points geometry={geometry} material={material} renderOrder={1} frustumCulled={false} />;
}
