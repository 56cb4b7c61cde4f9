import type { Worker } from 'node:worker_threads';
import type {
  GalaxyIdentity,
  OpenOptions,
  SearchRunner,
  SearchTuning,
  SystemSearch,
  SystemSearchResult,
} from '@orrery/db';
import { siblingModule, startModuleWorker } from './module-worker.js';

export interface SearchAsk {
  id: number;
  query: SystemSearch;
  tuning: SearchTuning;
  /** The galaxy's identity as the caller read it (the worker then need not read it). */
  known?: GalaxyIdentity;
}

export type SearchAnswer =
  { id: number; result: SystemSearchResult } | { id: number; error: string };

interface Pending {
  resolve: (result: SystemSearchResult) => void;
  reject: (error: Error) => void;
}

/**
 * One worker thread answering the guide's searches in turn over its own connection to `target`
 * (search-worker.ts), for db.offloadSearches: on SQLite a search is synchronous, and at a million
 * systems some read for tens of milliseconds. Started on the first search, again after a failure;
 * it never keeps the process alive by itself.
 */
export class SearchWorker {
  readonly #pending = new Map<number, Pending>();
  #worker: Worker | undefined;
  #nextId = 0;

  constructor(
    private readonly target: string,
    private readonly open: Pick<OpenOptions, 'synchronous'> = {},
  ) {}

  #start(): Worker {
    const worker = startModuleWorker(siblingModule(import.meta.url, 'search-worker'), {
      target: this.target,
      open: this.open,
    });
    worker.unref();
    worker.on('message', (answer: SearchAnswer) => {
      const pending = this.#pending.get(answer.id);
      this.#pending.delete(answer.id);
      if (!pending) return;
      if ('result' in answer) pending.resolve(answer.result);
      else pending.reject(new Error(answer.error));
    });
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', () => {
      if (this.#worker === worker) this.#worker = undefined;
      this.#fail(new Error('the search worker stopped'));
    });
    return worker;
  }

  #fail(error: Error): void {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  readonly search: SearchRunner = (query, tuning, known) => {
    this.#worker ??= this.#start();
    const id = this.#nextId++;
    const worker = this.#worker;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.postMessage({ id, query, tuning, known } satisfies SearchAsk);
    });
  };

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker) await worker.terminate();
  }
}
