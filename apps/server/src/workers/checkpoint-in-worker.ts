import { once } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { type OpenOptions } from '@orrery/db';
import { siblingModule, startModuleWorker } from './module-worker.js';

/** What the checkpoint thread is started with (checkpoint-worker.ts). */
export interface CheckpointJob {
  /** The SQLite file the server's handle has open. */
  target: string;
  open: Pick<OpenOptions, 'synchronous'>;
}

export type CheckpointAsk = 'checkpoint' | 'close';

/**
 * Checkpoints a SQLite file's WAL from a thread of its own, over a connection of its own, while a
 * growth writes (its server's connection leaves them to it: leaveCheckpointsToOthers). A passive
 * checkpoint waits for no reader or writer, so the server's queries go on meanwhile.
 */
export class WalCheckpointer {
  readonly #worker: Worker;
  readonly #exited: Promise<unknown>;
  #busy = false;
  #again = false;

  constructor(job: CheckpointJob) {
    this.#worker = startModuleWorker(siblingModule(import.meta.url, 'checkpoint-worker'), job);
    this.#exited = once(this.#worker, 'exit');
    this.#worker.on('message', () => {
      this.#busy = false;
      if (this.#again) this.nudge();
    });
    // A failed checkpoint loses nothing: the WAL keeps the pages, and the server checkpoints again
    // once the growth gives it back its own.
    this.#worker.on('error', () => undefined);
  }

  /** Asks for a checkpoint; one asked while another runs follows it. */
  nudge(): void {
    if (this.#busy) {
      this.#again = true;
      return;
    }
    this.#busy = true;
    this.#again = false;
    this.#worker.postMessage('checkpoint' satisfies CheckpointAsk);
  }

  /** Ends the thread once its checkpoint (if any) is done; its connection is closed first. */
  async close(): Promise<void> {
    this.#worker.postMessage('close' satisfies CheckpointAsk);
    await this.#exited;
  }
}
