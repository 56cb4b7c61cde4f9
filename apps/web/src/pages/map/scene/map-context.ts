/**
 * The map's WebGL context and the galaxy's point program. Opened on /map, they are made as soon as
 * the map's code has run, before React mounts the page: the software renderer compiles the program
 * (beside the main thread) while the page mounts, instead of after. The page's first renderer takes
 * them; any later one makes its own.
 */
import { ACESFilmicToneMapping, PerspectiveCamera, Scene, WebGLRenderer } from 'three';
import { restingPixelRatio } from './adaptive-resolution.js';
import { GalaxyCloud } from './galaxy-cloud.js';
import { NOMINAL_DISTANCE } from './point-shaders.js';

export interface MapContext {
  renderer: WebGLRenderer;
  cloud: GalaxyCloud;
  /** the pixel-size uniform every point material shares: it follows the pixel ratio */
  scale: { value: number };
}

/** A context whose drawing buffer is `width` × `height` CSS pixels at `ratio`. */
export function makeMapContext(width: number, height: number, ratio: number): MapContext {
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'display:block;width:100%;height:100%';
  // Sized before the context is made: resizing a drawing buffer later costs a reallocation
  // (tens of milliseconds under a software renderer).
  canvas.width = Math.floor(width * ratio);
  canvas.height = Math.floor(height * ratio);
  const renderer = new WebGLRenderer({
    canvas,
    antialias: false,
    alpha: true,
    powerPreference: 'high-performance',
  });
  // The reach's spheres and circles are drawn tone-mapped, as they were under react-three-fiber;
  // set before any program is compiled (it is part of a program's key).
  renderer.toneMapping = ACESFilmicToneMapping;
  // The renderer takes the canvas's size as its own at a ratio of 1.
  if (ratio !== 1) renderer.setDrawingBufferSize(width, height, ratio);
  const scale = { value: NOMINAL_DISTANCE * ratio };
  performance.mark('map:context');
  return { renderer, cloud: new GalaxyCloud(scale), scale };
}

/**
 * The map's box as the page lays it out (max-w-7xl, px-4, h-[600px]): a guess, which saves a
 * reallocation when right and costs one when wrong.
 */
const PAGE_MAX_WIDTH = 1280;
const PAGE_PADDING = 32;
const MAP_HEIGHT = 600;
/**
 * The early context's buffer, as a part of the resting pixel ratio: the first frame fills a
 * quarter of the pixels (a software renderer fills them on the CPU), and the map draws at full resolution from the frame after it, when the
 * buffer takes the box's real size anyway (map-renderer.ts, #bufferFollows).
 */
export const FIRST_FRAME_RESOLUTION = 0.5;

let early: MapContext | null = null;

/** Makes the context and starts the program's compile, once, before the page mounts. */
export function prepareMapContext(): void {
  if (early || typeof document === 'undefined') return;
  const width = Math.min(document.documentElement.clientWidth, PAGE_MAX_WIDTH) - PAGE_PADDING;
  const context = makeMapContext(
    Math.max(1, width),
    MAP_HEIGHT,
    restingPixelRatio(devicePixelRatio) * FIRST_FRAME_RESOLUTION,
  );
  early = context;
  const scene = new Scene();
  const camera = new PerspectiveCamera();
  void context.cloud.warmUp(context.renderer, camera, scene).then(() => {
    // Taken already: the map's own frames draw the warm-up point.
    if (early !== context) return;
    // One frame of the warm-up point (zero alpha: nothing shows), sent off at once: the software
    // renderer builds its routines for drawing the galaxy's points now, in the GPU process beside
    // the page's main thread, rather than in the first frame with systems.
    scene.add(context.cloud.object);
    context.cloud.update(false, () => {});
    context.renderer.render(scene, camera);
    scene.remove(context.cloud.object);
    context.renderer.getContext().flush();
  });
}

/** The context made early, for the first renderer that asks (null afterwards). */
export function takeMapContext(): MapContext | null {
  const taken = early;
  early = null;
  return taken;
}
