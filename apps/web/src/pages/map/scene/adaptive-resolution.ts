/**
 * Resolution while the camera moves: a software renderer (SwiftShader) fills pixels on the CPU,
 * so while the view changes the map draws at half its pixel ratio (and only a sample of the
 * points, galaxy-cloud.ts) and returns to full resolution once the camera has rested a moment.
 * What react-three-fiber's `performance.regress()` with drei's AdaptiveDpr did before.
 */

/** The pixel ratio while moving, as a part of the resting one. */
export const MOVING_RESOLUTION = 0.5;
/** The camera has rested once it has not moved for this long. */
export const REST_AFTER_MS = 200;

/** The resting pixel ratio: the screen's, between 1 and 2 (more costs fill for little gain). */
export const restingPixelRatio = (devicePixelRatio: number): number =>
  Math.min(2, Math.max(1, devicePixelRatio || 1));

export const pixelRatioFor = (resting: number, moving: boolean): number =>
  moving ? resting * MOVING_RESOLUTION : resting;

type Timers = {
  set: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clear: (timer: ReturnType<typeof setTimeout>) => void;
};
const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (timer) => clearTimeout(timer),
};

/**
 * Moving or resting: every camera move (`regress`) makes it moving and restarts the rest timer;
 * `onChange` hears each switch, not each move.
 */
export class AdaptiveResolution {
  #moving = false;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly onChange: (moving: boolean) => void,
    private readonly timers: Timers = realTimers,
  ) {}

  get moving(): boolean {
    return this.#moving;
  }

  regress(): void {
    if (this.#timer !== null) this.timers.clear(this.#timer);
    this.#timer = this.timers.set(() => {
      this.#timer = null;
      this.#moving = false;
      this.onChange(false);
    }, REST_AFTER_MS);
    if (this.#moving) return;
    this.#moving = true;
    this.onChange(true);
  }

  dispose(): void {
    if (this.#timer !== null) this.timers.clear(this.#timer);
    this.#timer = null;
  }
}
