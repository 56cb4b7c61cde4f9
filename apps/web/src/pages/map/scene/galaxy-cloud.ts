/**
 * Every system in ONE three.js Points object: one geometry over the galaxy's arrays, one draw
 * call. New blocks and discoveries are copied to the GPU as ranges; the filter is a uniform.
 * Made before the galaxy is in (one zero-alpha point), so its program compiles early.
 */
import {
  AdditiveBlending,
  BufferAttribute,
  BufferGeometry,
  Points,
  ShaderMaterial,
  Sphere,
  Vector3,
  type Camera,
  type Scene,
  type WebGLRenderer,
} from 'three';
import { FILTER_CODE, type MapPoints, type MapFilter } from '../data/map-buffers.js';
import { galaxyShader } from './point-shaders.js';

/**
 * While the camera moves, draw at most this many points. Index order is spatially random, so a
 * prefix is an even sample of the galaxy (level of detail by density); every point returns when
 * the camera rests. Picking always uses every point. A software renderer's frame costs about the
 * same per point drawn, so this budget sets the frame rate while orbiting a large galaxy (the map
 * bench, bench/results/web-map-fps-*.json).
 */
export const MOVING_POINT_BUDGET = 20_000;
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

/**
 * Points a frame draws: the first frame's sample whole; the galaxy's geometry a prefix of
 * MOVING_POINT_BUDGET while the camera moves, else everything loaded.
 */
export function pointsToDraw(
  geometry: 'sample' | 'whole',
  sampleCount: number,
  loaded: number,
  moving: boolean,
): number {
  if (geometry === 'sample') return sampleCount;
  return moving ? Math.min(MOVING_POINT_BUDGET, loaded) : loaded;
}

/** Scene coordinates lie within ±1 across the disc and less above and below it. */
const SCENE_BOUNDS = new Sphere(new Vector3(), Math.sqrt(3));

type PointArrays = Pick<MapPoints, 'positions' | 'colors' | 'sizes' | 'states'>;

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

function copyRange(attribute: BufferAttribute, range: [number, number]) {
  attribute.addUpdateRange(
    range[0] * attribute.itemSize,
    (range[1] - range[0]) * attribute.itemSize,
  );
  attribute.needsUpdate = true;
}

export class GalaxyCloud {
  readonly object: Points<BufferGeometry, ShaderMaterial>;
  readonly #uniforms;
  #points: MapPoints | null = null;
  /** the galaxy's geometry (or the warm-up point's, before it is in) */
  #whole: BufferGeometry;
  /** the first frame's geometry, until the whole galaxy's has gone up */
  #sample: BufferGeometry | null = null;
  #wholeDrawn = false;
  #warmed = false;
  #warming: Promise<void> | null = null;
  #shown = 0;

  /** `scale` is the uniform shared by the map's point materials (it follows the pixel ratio). */
  constructor(scale: { value: number }) {
    this.#uniforms = {
      uScale: scale,
      uFilter: { value: FILTER_CODE.all },
      uDensity: { value: 1 },
      uSize: { value: 1 },
    };
    this.#whole = geometryOver(WARM_UP, 1);
    const material = new ShaderMaterial({
      ...galaxyShader,
      uniforms: this.#uniforms,
      transparent: true,
      depthWrite: false,
      blending: AdditiveBlending,
    });
    this.object = new Points(this.#whole, material);
    this.object.frustumCulled = false;
    this.object.visible = false;
  }

  /**
   * Compiles the program beside the main thread (KHR_parallel_shader_compile, where there is one);
   * the warm-up point is drawn once it resolves, not in a frame that would wait for the link.
   * Once per cloud: later calls get the same promise.
   */
  warmUp(renderer: WebGLRenderer, camera: Camera, scene: Scene): Promise<void> {
    if (!this.#warming) {
      this.#warming = renderer.compileAsync(this.object, camera, scene).then(() => {
        performance.mark('map:shaders');
        this.#warmed = true;
      });
      // Sends the compile to the GPU process now, so it runs beside what the main thread does
      // next rather than when the commands would next be flushed.
      renderer.getContext().flush();
    }
    return this.#warming;
  }

  /** Hands over the galaxy (once): everything written so far goes up with the first upload. */
  setPoints(points: MapPoints): void {
    if (this.#points === points) return;
    this.#whole.dispose();
    this.#sample?.dispose();
    this.#sample = null;
    this.#wholeDrawn = false;
    this.#points = points;
    this.#whole = geometryOver(points, points.sizes.length);
    this.object.geometry = this.#whole;
    points.takeDirty();
  }

  setFilter(filter: MapFilter, shown: number): void {
    this.#uniforms.uFilter.value = FILTER_CODE[filter];
    this.#shown = shown;
  }

  /**
   * Per frame, before the draw: uploads what changed and picks what to draw. The first frame with
   * points uploads and draws the even sample alone (its own small buffers, not the galaxy's 17 MB
   * at a million): it is on screen at once, and the whole galaxy goes up with a later frame
   * (`next` asks for it).
   */
  update(moving: boolean, next: () => void): void {
    const object = this.object;
    const points = this.#points;
    if (!points) {
      object.visible = this.#warmed;
      // Zero alpha adds nothing under additive blending.
      this.#uniforms.uDensity.value = 0;
      return;
    }
    const dirty = points.takeDirty();
    if (dirty.points) {
      for (const name of ['position', 'aColor', 'aSize'])
        copyRange(this.#whole.getAttribute(name) as BufferAttribute, dirty.points);
    }
    if (dirty.states)
      copyRange(this.#whole.getAttribute('aState') as BufferAttribute, dirty.states);
    if (points.loaded === 0) {
      object.visible = false;
      return;
    }
    object.visible = true;
    if (!this.#wholeDrawn) {
      if (!this.#sample) {
        this.#sample = geometryOver(points, Math.min(MOVING_POINT_BUDGET, points.loaded));
        object.geometry = this.#sample;
        // The next animation frame presents this one; the upload of the whole waits for the one after.
        requestAnimationFrame(next);
      } else {
        object.geometry = this.#whole;
        this.#wholeDrawn = true;
        // Its first upload takes the arrays whole: the ranges marked so far are in it.
        for (const attribute of Object.values(this.#whole.attributes))
          (attribute as BufferAttribute).clearUpdateRanges();
        this.#sample.dispose();
        this.#sample = null;
      }
    }
    const count = pointsToDraw(
      this.#sample ? 'sample' : 'whole',
      this.#sample?.getAttribute('aSize').count ?? 0,
      points.loaded,
      // Only an even prefix may stand for the whole while moving; the octree's cells draw whole.
      moving && points.evenPrefix,
    );
    object.geometry.drawRange.count = count;
    const density = densityFor(Math.min(count, this.#shown));
    this.#uniforms.uDensity.value = density.alpha;
    this.#uniforms.uSize.value = density.size;
  }

  dispose(): void {
    this.#whole.dispose();
    this.#sample?.dispose();
    this.object.material.dispose();
  }
}
