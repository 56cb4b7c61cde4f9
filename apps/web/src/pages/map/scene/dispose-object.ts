import type { BufferGeometry, Material, Object3D } from 'three';

/** Frees the GPU resources of an object made for the map and of everything under it. */
export function disposeObject(root: Object3D): void {
  root.traverse((object) => {
    const { geometry, material } = object as Object3D & {
      geometry?: BufferGeometry;
      material?: Material | Material[];
    };
    geometry?.dispose();
    for (const m of [material ?? []].flat()) m.dispose();
    (object as Object3D & { dispose?: () => void }).dispose?.();
  });
}
