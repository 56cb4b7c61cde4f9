/**
 * When the map draws: on demand (a frame when something changed — a camera move, a block of
 * systems, a filter — and none while nothing does), or every frame (the fps bench, orbiting).
 * Asking several times before the next frame still draws once; asking during a frame (damping
 * still settling, a flight under way) draws the next one too.
 */
type Scheduler = {
  request: (run: (now: number) => void) => number;
  cancel: (handle: number) => void;
};
const animationFrames: Scheduler = {
  request: (run) => requestAnimationFrame(run),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export class FrameLoop {
  #handle = 0;
  #disposed = false;

  constructor(
    private readonly frame: (now: number) => void,
    /** draw every frame rather than on demand */
    private readonly continuous = false,
    private readonly scheduler: Scheduler = animationFrames,
  ) {}

  /** Draws in the next animation frame (once, however often asked before it). */
  invalidate = (): void => {
    if (this.#handle !== 0 || this.#disposed) return;
    this.#handle = this.scheduler.request(this.#tick);
  };

  #tick = (now: number): void => {
    this.#handle = 0;
    this.frame(now);
    if (this.continuous) this.invalidate();
  };

  dispose(): void {
    this.#disposed = true;
    if (this.#handle !== 0) this.scheduler.cancel(this.#handle);
    this.#handle = 0;
  }
}
