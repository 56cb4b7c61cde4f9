import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  BufferAttribute,
  BufferGeometry,
  LineBasicMaterial,
  Matrix4,
  MeshBasicMaterial,
  SphereGeometry,
} from 'three';
import type { InstancedMesh } from 'three';

/** Segments of each reach circle. */
const CIRCLE_SEGMENTS = 64;
export const REACH_COLOR = '#38bdf8';

/**
 * The player's telescope reach (the server's range, never a client formula): around every held
 * system a translucent sphere of that radius (one instanced draw call) and its circle in the
 * galactic plane, drawn over the stars so the reach reads at any zoom (one line draw call).
 */
export function TelescopeReach({ centres, radius }: { centres: Float32Array; radius: number }) {
  const count = centres.length / 3;
  const mesh = useRef<InstancedMesh>(null);
  const geometry = useMemo(() => new SphereGeometry(1, 24, 16), []);
  const material = useMemo(
    () =>
      new MeshBasicMaterial({
        color: REACH_COLOR,
        transparent: true,
        opacity: 0.12,
        depthWrite: false,
      }),
    [],
  );
  const circles = useMemo(() => {
    const vertices = new Float32Array(count * CIRCLE_SEGMENTS * 2 * 3);
    for (let c = 0; c < count; c++) {
      for (let s = 0; s < CIRCLE_SEGMENTS; s++) {
        for (const [k, step] of [s, s + 1].entries()) {
          const angle = (step / CIRCLE_SEGMENTS) * Math.PI * 2;
          const at = ((c * CIRCLE_SEGMENTS + s) * 2 + k) * 3;
          vertices[at] = centres[c * 3]! + Math.cos(angle) * radius;
          vertices[at + 1] = centres[c * 3 + 1]!;
          vertices[at + 2] = centres[c * 3 + 2]! + Math.sin(angle) * radius;
        }
      }
    }
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(vertices, 3));
    return g;
  }, [centres, count, radius]);
  const lineMaterial = useMemo(
    () =>
      new LineBasicMaterial({
        color: REACH_COLOR,
        transparent: true,
        opacity: 0.8,
        depthTest: false,
      }),
    [],
  );
  useLayoutEffect(() => {
    if (!mesh.current) return;
    const m = new Matrix4();
    for (let i = 0; i < count; i++) {
      m.makeScale(radius, radius, radius);
      m.setPosition(centres[i * 3]!, centres[i * 3 + 1]!, centres[i * 3 + 2]!);
      mesh.current.setMatrixAt(i, m);
    }
    mesh.current.instanceMatrix.needsUpdate = true;
  }, [centres, count, radius]);
  useEffect(() => () => circles.dispose(), [circles]);
  useEffect(
    () => () => {
      geometry.dispose();
      material.dispose();
      lineMaterial.dispose();
    },
    [geometry, material, lineMaterial],
  );
  if (count === 0 || radius <= 0) return null;
  return (
    <>
      <instancedMesh ref={mesh} args={[geometry, material, count]} frustumCulled={false} />
      <lineSegments
        geometry={circles}
        material={lineMaterial}
        renderOrder={1}
        frustumCulled={false}
      />
    </>
  );
}
