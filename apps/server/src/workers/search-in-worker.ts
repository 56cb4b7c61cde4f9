import type { Worker } from 'node:worker_threads';
import type { OpenOptions } from '@orrery/db';
import type {
  GalaxyIdentity,
  PageCounts,
  PageCountsSource,
  SearchRunner,
  SearchTuning,
  SystemSearch,
  SystemSearchResult,
} from '@orrery/db/search';
import { siblingModule, startModuleWorker } from './module-worker.js';

/** A search to answer, or (with `pages`) the galaxy's page counts to send. */
export type SearchAsk =
  | {
      id: number;
      query: SystemSearch;
      tuning: SearchTuning;
      /** The galaxy's identity as the caller read it (the worker then need not read it). */
      known?: GalaxyIdentity;
    }
  | { id: number; pages: GalaxyIdentity };

export type SearchAnswer =
  | { id: number; result: SystemSearchResult }
  | { id: number; counts: PageCounts | undefined }
  | { id: number; error: string };

interface Pending {
  resolve: (answer: SearchAnswer) => void;
  reject: (error: Error) => void;
}

/**
 * One worker thread answering the guide's searches in turn over its own connection to `target`
 * (search-worker.ts), for db.offloadSearches: on SQLite a search is synchronous, and at a million
 * systems some read for tens of milliseconds. It also reads the galaxy's page counts and sends
 * them once (`pageCounts`), so that pages of every system are answered on the caller's thread.
 * Started on the first search, again after a failure; it never keeps the process alive by itself.
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
      if ('error' in answer) pending.reject(new Error(answer.error));
      else pending.resolve(answer);
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

  #ask(ask: SearchAsk): Promise<SearchAnswer> {
    this.#worker ??= this.#start();
    const worker = this.#worker;
    return new Promise((resolve, reject) => {
      this.#pending.set(ask.id, { resolve, reject });
      worker.postMessage(ask);
    });
  }

  readonly search: SearchRunner = async (query, tuning, known) => {
    const answer = await this.#ask({ id: this.#nextId++, query, tuning, known });
    if (!('result' in answer)) throw new Error('the search worker answered no result');
    return answer.result;
  };

  readonly pageCounts: PageCountsSource = async (galaxy) => {
    const answer = await this.#ask({ id: this.#nextId++, pages: galaxy });
    if (!('counts' in answer)) throw new Error('the search worker answered no page counts');
    return answer.counts;
  };

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker) await worker.terminate();
  }
}
