import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Matrix4, MeshBasicMaterial, SphereGeometry } from 'three';
import type { InstancedMesh } from 'three';

/**
 * The player's telescope reach: a faint sphere of the telescope's range around every held
 * system, all in one instanced draw call.
 */
export function TelescopeReach({ centres, radius }: { centres: Float32Array; radius: number }) {
  const count = centres.length / 3;
  const mesh = useRef<InstancedMesh>(null);
  const geometry = useMemo(() => new SphereGeometry(1, 24, 16), []);
  const material = useMemo(
    () =>
      new MeshBasicMaterial({
        color: '#38bdf8',
        transparent: true,
        opacity: 0.08,
        depthWrite: false,
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
  useEffect(
    () => () => {
      geometry.dispose();
      material.dispose();
    },
    [geometry, material],
  );
  if (count === 0) return null;
  return <instancedMesh ref={mesh} args={[geometry, material, count]} frustumCulled={false} />;
}
