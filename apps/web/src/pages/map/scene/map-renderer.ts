/**
 * The map's 3D view, drawn with three.js directly: owns the WebGL renderer, scene, camera and orbit
 * controls, draws on demand (or every frame for the fps bench), follows the canvas's size, lowers
 * the resolution while the camera moves, and frees it all on `dispose`. The React page hands it
 * data through the setters and hears back through `MapEvents`.
 */
import { Color, PerspectiveCamera, Scene, Vector2, type Object3D, type WebGLRenderer } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { AdaptiveResolution, pixelRatioFor, restingPixelRatio } from './adaptive-resolution.js';
import type { CameraView, Vec3 } from '../data/camera-view.js';
import { disposeObject } from './dispose-object.js';
import { applyView, flightAt, readView, type FlightPath } from './flight.js';
import { FrameLoop } from './frame-loop.js';
import type { GalaxyCloud } from './galaxy-cloud.js';
import { makeMapContext, takeMapContext } from './map-context.js';
import type { MapPoints, MapFilter } from '../data/map-buffers.js';
import { ownMarkers, pulseMarkers, selectedMarker } from './map-markers.js';
import { attachPicker } from './map-picker.js';
import { NOMINAL_DISTANCE } from './point-shaders.js';
import { framingView } from '../data/scene-frame.js';
import { telescopeReach } from '../data/telescope-reach.js';

export const MAP_FOV = 50;
/** Points the framing is fitted to: an even sample (the first blocks). */
const FRAMING_SAMPLE = 20_000;
/** Where the camera waits for the galaxy's framing: the framing of no points, at the centre. */
const PROVISIONAL_VIEW = framingView(new Float32Array(), 0, 1, MAP_FOV);
const BACKGROUND = '#020617';
/** A discovery's pulse: how long the ring widens and fades, or stands still under reduced motion. */
export const PULSE_MS = 1_600;
export const PULSE_STILL_MS = 2_500;

export interface MapEvents {
  /** a click on a point (its system index), or on empty space (-1) */
  onPick: (index: number) => void;
  /** the point under the pointer (or -1) and where the pointer is in the canvas */
  onHover?: (index: number, at: { x: number; y: number }) => void;
  /** once, after the first frame with points has been drawn */
  onReady: () => void;
  /** whenever the camera moves (orbit, zoom, pan, damping, flight); must stay cheap */
  onViewChange: (view: CameraView) => void;
  /** once, with the view that frames the galaxy (fitted to the first systems in) */
  onFramed: (view: CameraView) => void;
  /** after every frame drawn (the fps bench counts them) */
  onFrame?: () => void;
}

export interface MapRendererOptions {
  /** where the camera starts (a view restored), or null to frame the galaxy once it is in */
  view: CameraView | null;
  reducedMotion: boolean;
  /** the fps bench: draw every frame while the camera orbits by itself */
  benchmark?: boolean;
}

/** The scene's layers, in draw order for equal depth: reach, galaxy, own systems, selection. */
type Layer = 'reach' | 'own' | 'selected' | 'pulse';

export class MapRenderer {
  readonly #host: HTMLElement;
  readonly #events: MapEvents;
  readonly #renderer: WebGLRenderer;
  readonly #scene = new Scene();
  readonly #camera: PerspectiveCamera;
  readonly #controls: OrbitControls;
  readonly #loop: FrameLoop;
  readonly #resolution: AdaptiveResolution;
  readonly #resize: ResizeObserver;
  readonly #detachPicker: () => void;
  /** the pixel-size uniform every point material shares: it follows the pixel ratio */
  readonly #scale: { value: number };
  readonly #cloud: GalaxyCloud;
  readonly #layers: Record<Layer, Object3D | null> = {
    reach: null,
    own: null,
    selected: null,
    pulse: null,
  };
  /** the running pulse: when it started, and its phase uniform */
  #pulse: { start: number; progress: { value: number }; timer: number } | null = null;
  /** the pixel ratio drawn at: the resting one, or less while the camera moves */
  #ratio: number;
  /** the camera is being put at the galaxy's framing, inside a frame: not a camera move */
  #placing = false;
  #points: MapPoints | null = null;
  #unsubscribe = () => {};
  #filter: MapFilter = 'all';
  #jump: boolean;
  #flight: FlightPath | null = null;
  /** the camera has its real view: the one restored, or the galaxy's framing */
  #placed: boolean;
  #framed = false;
  /**
   * The first frame with systems is drawn. The canvas joins the page with it: before, every frame
   * the page shows would have to wait for the GPU to read a blank canvas back (a software
   * compositor reads WebGL canvases back at each commit).
   */
  #reported = false;
  /**
   * Whether the drawing buffer follows the box's size. Not before the first frame with systems
   * when the context was made early (map-context.ts): its size was a guess from the page's
   * layout, and reallocating a buffer is slow for a software renderer: time better
   * spent after that frame than before it.
   */
  #bufferFollows: boolean;

  constructor(host: HTMLElement, options: MapRendererOptions, events: MapEvents) {
    this.#host = host;
    this.#events = events;
    this.#jump = options.reducedMotion;
    this.#placed = options.view !== null;
    const start = options.view ?? PROVISIONAL_VIEW;
    const { width, height } = this.#size();
    this.#ratio = restingPixelRatio(window.devicePixelRatio);
    const early = takeMapContext();
    const context = early ?? makeMapContext(width, height, this.#ratio);
    // A context made early guessed the box: its buffer follows the box after the first frame.
    this.#bufferFollows = early === null;
    this.#renderer = context.renderer;
    this.#cloud = context.cloud;
    this.#scale = context.scale;
    const canvas = this.#renderer.domElement;
    // Points keep their size on screen at the buffer's ratio (a context made early has its own).
    this.#scale.value = NOMINAL_DISTANCE * this.#renderer.getPixelRatio();
    this.#camera = new PerspectiveCamera(MAP_FOV, width / height, 0.0005, 100);
    this.#camera.position.set(...start.position);
    this.#scene.background = new Color(BACKGROUND);
    performance.mark('map:canvas');

    const benchmark = options.benchmark ?? false;
    this.#loop = new FrameLoop(this.#frame, benchmark);
    this.#resolution = new AdaptiveResolution((moving) => {
      this.#setPixelRatio(pixelRatioFor(restingPixelRatio(window.devicePixelRatio), moving));
      this.#loop.invalidate();
    });

    const controls = new OrbitControls(this.#camera);
    controls.target.set(...start.target);
    controls.enableDamping = !options.reducedMotion;
    controls.minDistance = 0.002;
    controls.maxDistance = 8;
    // Aimed before anyone listens: taking the start view is no camera move.
    controls.update();
    controls.autoRotate = benchmark;
    controls.autoRotateSpeed = benchmark ? 30 : 0;
    controls.addEventListener('change', () => {
      if (!this.#placing) {
        this.#loop.invalidate();
        this.#resolution.regress();
      }
      this.#events.onViewChange(readView(controls));
    });
    controls.connect(canvas);
    this.#controls = controls;

    this.#scene.add(this.#cloud.object);
    void this.#cloud
      .warmUp(this.#renderer, this.#camera, this.#scene)
      .then(() => this.#loop.invalidate());

    this.#detachPicker = attachPicker(canvas, {
      camera: this.#camera,
      points: () => this.#points,
      filter: () => this.#filter,
      onPick: (index) => this.#events.onPick(index),
      onHover: (index, at) => this.#events.onHover?.(index, at),
    });
    this.#resize = new ResizeObserver(() => this.#fit());
    this.#resize.observe(host);
    this.#loop.invalidate();
  }

  #size(): { width: number; height: number } {
    return {
      width: Math.max(1, this.#host.clientWidth),
      height: Math.max(1, this.#host.clientHeight),
    };
  }

  #setPixelRatio(ratio: number): void {
    this.#ratio = ratio;
    const size = this.#renderer.getSize(this.#heldSize);
    this.#resizeBuffer(size.x, size.y, ratio);
  }

  /** Sizes the drawing buffer, touching the canvas only when its size or pixel ratio changed. */
  #resizeBuffer(width: number, height: number, ratio: number): boolean {
    const held = this.#renderer.getSize(this.#heldSize);
    if (held.x === width && held.y === height && this.#renderer.getPixelRatio() === ratio)
      return false;
    this.#renderer.setDrawingBufferSize(width, height, ratio);
    this.#scale.value = NOMINAL_DISTANCE * ratio;
    return true;
  }

  /**
   * Follows the canvas's box: the camera's aspect at once, the drawing buffer's size once it
   * follows (#bufferFollows). Until then the buffer is stretched to the box, undistorted, since
   * the camera has the box's aspect.
   */
  #fit(): void {
    const { width, height } = this.#size();
    const resized = this.#bufferFollows && this.#resizeBuffer(width, height, this.#ratio);
    if (!resized && this.#camera.aspect === width / height) return;
    this.#camera.aspect = width / height;
    this.#camera.updateProjectionMatrix();
    this.#loop.invalidate();
  }
  readonly #heldSize = new Vector2();

  /** One frame: the controls (damping, auto-rotation), the galaxy's uploads, a flight's step. */
  #frame = (): void => {
    const controls = this.#controls;
    if (controls.enabled) controls.update();
    this.#frameGalaxy();
    this.#cloud.update(this.#resolution.moving, this.#loop.invalidate);
    this.#stepPulse(performance.now());
    if (this.#flight) {
      const { view, done } = flightAt(this.#flight, performance.now());
      applyView(controls, view);
      // The controls stay silent about moves below their own epsilon, as a flight's eased last
      // steps are, and the page must still learn where the flight ended.
      this.#events.onViewChange(readView(controls));
      if (done) this.#flight = null;
      else this.#loop.invalidate();
    }
    if (!this.#reported && this.#points && this.#points.loaded > 0) {
      this.#reported = true;
      this.#host.append(this.#renderer.domElement);
      performance.mark('map:first-draw');
      // Reported once the frame is drawn (this runs before the draw); then the buffer may be
      // reallocated to the box's size.
      requestAnimationFrame(() => {
        this.#events.onReady();
        this.#bufferFollows = true;
        this.#fit();
      });
    }
    this.#renderer.render(this.#scene, this.#camera);
    this.#events.onFrame?.();
  };

  /**
   * Once the first systems are in, in the frame that draws them: the view that frames the galaxy
   * to the canvas, taken unless a view was restored. Here rather than in the page, so the first
   * frame follows the first block without a round of React renders.
   */
  #frameGalaxy(): void {
    const points = this.#points;
    if (this.#framed || !points || points.loaded === 0) return;
    this.#framed = true;
    const sample = Math.min(points.loaded, FRAMING_SAMPLE);
    const view = framingView(points.positions, sample, this.#camera.aspect, MAP_FOV);
    if (!this.#placed) {
      this.#placed = true;
      // Quietly: this frame draws at that view already. No other frame (the next one uploads
      // the whole galaxy, after the first is presented), and no move to draw at a lower
      // resolution (resizing the drawing buffer there and back costs two reallocations).
      this.#placing = true;
      applyView(this.#controls, view);
      this.#placing = false;
      this.#events.onViewChange(readView(this.#controls));
    }
    this.#events.onFramed(view);
  }

  /** The galaxy to draw, from its header on (its points show once the camera is placed). */
  setPoints(points: MapPoints): void {
    if (points === this.#points) return;
    this.#unsubscribe();
    this.#points = points;
    this.#cloud.setPoints(points);
    this.#unsubscribe = points.subscribe(this.#loop.invalidate);
    this.#loop.invalidate();
  }

  /** The filter, and how many loaded points it shows (the points' brightness follows it). */
  setFilter(filter: MapFilter, shown: number): void {
    this.#filter = filter;
    this.#cloud.setFilter(filter, shown);
    this.#loop.invalidate();
  }

  #setLayer(layer: Layer, object: Object3D | null): void {
    const held = this.#layers[layer];
    if (held) {
      this.#scene.remove(held);
      disposeObject(held);
    }
    this.#layers[layer] = object;
    if (object) this.#scene.add(object);
    this.#loop.invalidate();
  }

  /** The player's systems, scene coordinates. */
  setOwn(positions: Float32Array): void {
    this.#setLayer('own', ownMarkers(positions, this.#scale));
  }

  /** The telescope's reach: `radius` (scene units) round each of `centres`. */
  setReach(centres: Float32Array, radius: number): void {
    this.#setLayer('reach', telescopeReach(centres, radius));
  }

  setSelected(selected: { position: Vec3; size: number } | null): void {
    this.#setLayer(
      'selected',
      selected && selectedMarker(selected.position, selected.size, this.#scale),
    );
  }

  /**
   * Marks systems just discovered (their point indices): a ring that widens and fades over
   * PULSE_MS, or under reduced motion a ring that stands still for PULSE_STILL_MS, then goes.
   */
  pulse(indices: readonly number[]): void {
    const points = this.#points;
    if (!points || indices.length === 0) return;
    const positions = new Float32Array(indices.length * 3);
    indices.forEach((index, i) =>
      positions.set(points.positions.subarray(index * 3, index * 3 + 3), i * 3),
    );
    this.#endPulse();
    const still = this.#jump;
    const progress = { value: still ? 0.5 : 0 };
    const timer = window.setTimeout(
      () => this.#endPulse(),
      still ? PULSE_STILL_MS : PULSE_MS + 100,
    );
    this.#pulse = { start: performance.now(), progress, timer };
    this.#setLayer('pulse', pulseMarkers(positions, this.#scale, progress));
  }

  #endPulse(): void {
    if (!this.#pulse) return;
    window.clearTimeout(this.#pulse.timer);
    this.#pulse = null;
    this.#setLayer('pulse', null);
  }

  /** A frame's step of a moving pulse: its phase, and another frame while it runs. */
  #stepPulse(now: number): void {
    const pulse = this.#pulse;
    if (!pulse || this.#jump) return;
    pulse.progress.value = Math.min(1, (now - pulse.start) / PULSE_MS);
    if (pulse.progress.value < 1) this.#loop.invalidate();
  }

  setReducedMotion(reduced: boolean): void {
    this.#jump = reduced;
    this.#controls.enableDamping = !reduced;
  }

  /** The camera's position and target. */
  view(): CameraView {
    return readView(this.#controls);
  }

  /** Puts the camera at `view` at once (a key press, a new start view). */
  setView(view: CameraView): void {
    applyView(this.#controls, view);
    this.#events.onViewChange(readView(this.#controls));
    this.#loop.invalidate();
  }

  /** Glides the camera to `view` in under a second, or jumps under reduced motion. */
  fly(view: CameraView): void {
    if (this.#jump) {
      this.#flight = null;
      this.setView(view);
      return;
    }
    this.#flight = { from: this.view(), to: view, start: performance.now() };
    this.#loop.invalidate();
  }

  dispose(): void {
    if (this.#pulse) window.clearTimeout(this.#pulse.timer);
    this.#pulse = null;
    this.#loop.dispose();
    this.#resolution.dispose();
    this.#resize.disconnect();
    this.#detachPicker();
    this.#unsubscribe();
    this.#controls.dispose();
    for (const layer of Object.keys(this.#layers) as Layer[]) this.#setLayer(layer, null);
    this.#cloud.dispose();
    this.#renderer.renderLists.dispose();
    this.#renderer.dispose();
    this.#renderer.forceContextLoss();
    this.#renderer.domElement.remove();
  }
}
