import { once } from 'node:events';
import { statSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, OpenOptions } from '@orrery/db';
import { leaveCheckpointsToOthers, type WalState } from '@orrery/db/maintenance';
import { siblingModule, startModuleWorker } from './module-worker.js';
import { Periodic } from './periodic.js';

/** What the checkpoint thread opens (checkpoint-worker.ts). */
export interface CheckpointJob {
  target: string;
  open: Pick<OpenOptions, 'synchronous'>;
}

export type CheckpointAsk = 'checkpoint' | 'close';
/** The WAL as the checkpoint left it; undefined when it failed. */
export type CheckpointReply = WalState | undefined;

export interface WalCheckpointOptions {
  /** How often the WAL is looked at. */
  everyMs?: number;
  /** The WAL's size before the first checkpoint: SQLite's own first autocheckpoint, 1,000 pages. */
  firstAtBytes?: number;
}

/** A WAL this short (in frames of a page each) has started over since a writer last waited. */
const SHORT_WAL_FRAMES = 2_000;
/** How long a waiting writer waits at most (a reader may hold the WAL), and between two tries. */
const MAX_WAIT_MS = 2_000;
const RETRY_MS = 10;

/**
 * Checkpoints the WAL of the SQLite file `target` on a thread of its own while `db` (the server's
 * connection to it) never does: at a commit, a checkpoint would hold the event loop while pages
 * go back into the file and the disk syncs (a growth's batches made it the longest stall). The
 * thread starts once the WAL is as long as SQLite would have checkpointed it at, and checkpoints
 * whenever the WAL was written since its last look; a passive checkpoint waits for no one.
 */
export class WalCheckpoints {
  readonly #periodic: Periodic;
  readonly #wal: string;
  readonly #firstAtBytes: number;
  #worker: Worker | undefined;
  #exited: Promise<unknown> | undefined;
  #lastWrite = 0;
  #inFlight: Promise<void> | undefined;
  #settle: (() => void) | undefined;
  /** The WAL as the last checkpoint left it (frames in it, and of them in the file). */
  #state: WalState | undefined;
  /** Checkpoints done (for tests). */
  done = 0;

  constructor(
    db: Db,
    private readonly job: CheckpointJob,
    log: FastifyBaseLogger,
    options: WalCheckpointOptions = {},
  ) {
    leaveCheckpointsToOthers(db);
    this.#wal = `${job.target}-wal`;
    this.#firstAtBytes = options.firstAtBytes ?? 4_096_000;
    const look = async () => this.#look();
    this.#periodic = new Periodic(look, options.everyMs ?? 1_000, log, 'a WAL checkpoint failed');
    this.#periodic.start();
  }

  #look(): void {
    if (this.#inFlight) return;
    let wal;
    try {
      wal = statSync(this.#wal);
    } catch {
      return;
    }
    if (wal.mtimeMs === this.#lastWrite) return;
    if (!this.#worker && wal.size < this.#firstAtBytes) return;
    this.#lastWrite = wal.mtimeMs;
    void this.#checkpoint();
  }

  /** A checkpoint: the one under way, or a new one. */
  #checkpoint(): Promise<void> {
    this.#inFlight ??= new Promise<void>((resolve) => {
      this.#settle = resolve;
      (this.#worker ??= this.#start()).postMessage('checkpoint' satisfies CheckpointAsk);
    }).finally(() => {
      this.#inFlight = undefined;
    });
    return this.#inFlight;
  }

  #start(): Worker {
    const worker = startModuleWorker(siblingModule(import.meta.url, 'checkpoint-worker'), this.job);
    worker.unref();
    worker.on('message', (state: CheckpointReply) => {
      this.done += 1;
      this.#state = state;
      this.#settle?.();
    });
    // A thread that failed loses nothing (the WAL keeps the pages): the next look starts another.
    worker.on('error', () => undefined);
    this.#exited = once(worker, 'exit').then(() => {
      if (this.#worker === worker) this.#worker = undefined;
      this.#settle?.();
    });
    return worker;
  }

  /**
   * Checkpoints until the WAL has started over or will at the next write, for MAX_WAIT_MS at most.
   * A writer that would outrun the checkpoints (a growth) waits on it between batches. SQLite starts
   * the WAL over at a write only once a checkpoint has left no frame behind; a writer that never
   * pauses would let it grow without end, and every read would search it.
   */
  async caughtUp(): Promise<void> {
    const until = performance.now() + MAX_WAIT_MS;
    let before: WalState | undefined;
    for (;;) {
      await this.#checkpoint();
      const state = this.#state;
      const whole = state !== undefined && state.checkpointed === state.log;
      // Started over since, or all in the file with nothing written since the last pass: then
      // the next write starts it over.
      if (whole && (state.log <= SHORT_WAL_FRAMES || state.log === before?.log)) return;
      if (performance.now() >= until) return;
      before = state;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }

  /** Stops looking, and ends the thread once its checkpoint (if any) is done. */
  async stop(): Promise<void> {
    await this.#periodic.stop();
    if (!this.#worker) return;
    // Held until it ends: the process waits for its connection to close.
    this.#worker.ref();
    this.#worker.postMessage('close' satisfies CheckpointAsk);
    await this.#exited;
  }
}
