import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import type { FontSetup } from './fonts.js';

// resvg draws the SVG and encodes the PNG synchronously (tens of ms for a 1200 × 630 image), so it
// runs on a worker thread of its own: requests in flight never wait behind a cold image.

const RESVG = createRequire(import.meta.url).resolve('@resvg/resvg-js');

/** The worker's code (CommonJS, evaluated: the same in the built server and in tests). */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { Resvg } = require(${JSON.stringify(RESVG)});
parentPort.on('message', ({ id, svg, options }) => {
  try {
    parentPort.postMessage({ id, png: new Resvg(svg, options).render().asPng() });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});`;

interface Pending {
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

/** One worker thread drawing PNGs in turn; `close` ends it. */
export class PngRenderer {
  readonly #options: ResvgRenderOptions;
  readonly #pending = new Map<number, Pending>();
  #worker: Worker | undefined;
  #nextId = 0;

  constructor(fonts: FontSetup) {
    this.#options = {
      font: {
        loadSystemFonts: !fonts.deterministic,
        fontFiles: fonts.files,
        ...(fonts.defaultFamily ? { defaultFontFamily: fonts.defaultFamily } : {}),
      },
      shapeRendering: 2,
      textRendering: 1,
      logLevel: 'off',
    };
  }

  #start(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.on('message', ({ id, png, error }: { id: number; png?: Uint8Array; error?: string }) => {
      const pending = this.#pending.get(id);
      this.#pending.delete(id);
      if (this.#pending.size === 0) worker.unref();
      if (!pending) return;
      if (png) pending.resolve(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
      else pending.reject(new Error(`share image failed: ${error}`));
    });
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', () => {
      this.#worker = undefined;
      this.#fail(new Error('share image renderer stopped'));
    });
    return worker;
  }

  #fail(error: Error): void {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  render(svg: string): Promise<Buffer> {
    this.#worker ??= this.#start();
    const id = this.#nextId++;
    const worker = this.#worker;
    // Busy, it keeps the process alive until it answers; idle, it does not.
    worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.postMessage({ id, svg, options: this.#options });
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker) await worker.terminate();
  }
}
