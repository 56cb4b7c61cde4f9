import { once } from 'node:events';
import { statSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, OpenOptions } from '@orrery/db';
import { leaveCheckpointsToOthers } from '@orrery/db/maintenance';
import { siblingModule, startModuleWorker } from './module-worker.js';
import { Periodic } from './periodic.js';

/** What the checkpoint thread opens (checkpoint-worker.ts). */
export interface CheckpointJob {
  target: string;
  open: Pick<OpenOptions, 'synchronous'>;
}

export type CheckpointAsk = 'checkpoint' | 'close';

export interface WalCheckpointOptions {
  /** How often the WAL is looked at. */
  everyMs?: number;
  /** The WAL's size before the first checkpoint: SQLite's own first autocheckpoint, 1,000 pages. */
  firstAtBytes?: number;
}

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
  #checkpointing = false;
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
    if (this.#checkpointing) return;
    let wal;
    try {
      wal = statSync(this.#wal);
    } catch {
      return;
    }
    if (wal.mtimeMs === this.#lastWrite) return;
    if (!this.#worker && wal.size < this.#firstAtBytes) return;
    this.#lastWrite = wal.mtimeMs;
    this.#checkpointing = true;
    (this.#worker ??= this.#start()).postMessage('checkpoint' satisfies CheckpointAsk);
  }

  #start(): Worker {
    const worker = startModuleWorker(siblingModule(import.meta.url, 'checkpoint-worker'), this.job);
    worker.unref();
    worker.on('message', () => {
      this.done += 1;
      this.#checkpointing = false;
    });
    // A thread that failed loses nothing (the WAL keeps the pages): the next look starts another.
    worker.on('error', () => undefined);
    this.#exited = once(worker, 'exit').then(() => {
      if (this.#worker === worker) this.#worker = undefined;
      this.#checkpointing = false;
    });
    return worker;
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
