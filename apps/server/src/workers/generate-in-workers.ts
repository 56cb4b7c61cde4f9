import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { GenerateRows } from '@orrery/api/game/operations';
import type { NewSystem } from '@orrery/db/systems';
import { siblingModule, startModuleWorker } from './module-worker.js';
import { unpackRows, type PackedRows } from './packed-rows.js';

/** What each generator thread is started with (generate-worker.ts). */
export type GenerateJob = Omit<Parameters<GenerateRows>[0], 'start'>;
/** One batch to generate: systems start … end−1. */
export interface GenerateAsk {
  start: number;
  end: number;
}
export type GenerateAnswer =
  { start: number; packed: PackedRows } | { start: number; error: string };

/** Batches asked ahead per thread: one being generated while the last one travels. */
const AHEAD_PER_WORKER = 2;

/**
 * Rows for seedGalaxy generated on `workers` threads (by default one per core but one) while the
 * caller's thread inserts: batch k goes to thread k mod workers, and the batches come back in id order, so
 * the rows are exactly those systemRows yields in process. A few batches are asked ahead, never
 * the whole galaxy; stopping early ends the threads.
 */
export function generateInWorkers(
  options: { workers?: number; batchSize?: number } = {},
): GenerateRows {
  // The inserting thread keeps a core of its own.
  const workers = options.workers ?? Math.max(1, availableParallelism() - 1);
  const batchSize = options.batchSize ?? 5000;
  return (job) => inOrder(job, workers, batchSize);
}

async function* inOrder(
  { galaxy, rarity, start }: Parameters<GenerateRows>[0],
  workerCount: number,
  batchSize: number,
): AsyncGenerator<NewSystem[]> {
  const batches = Math.max(0, Math.ceil((galaxy.size - start) / batchSize));
  if (batches === 0) return;
  const waiting = new Map<
    number,
    { resolve: (rows: PackedRows) => void; reject: (e: Error) => void }
  >();
  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  const job: GenerateJob = { galaxy, rarity };
  const threads: Worker[] = Array.from({ length: Math.min(workerCount, batches) }, () => {
    const worker = startModuleWorker(siblingModule(import.meta.url, 'generate-worker'), job);
    worker.on('message', (answer: GenerateAnswer) => {
      const pending = waiting.get(answer.start);
      waiting.delete(answer.start);
      if ('packed' in answer) pending?.resolve(answer.packed);
      else pending?.reject(new Error(answer.error));
    });
    worker.on('error', failAll);
    worker.on('exit', (code) =>
      failAll(new Error(`a generator thread stopped (exit code ${code})`)),
    );
    return worker;
  });
  const ask = (k: number): Promise<PackedRows> => {
    const from = start + k * batchSize;
    const asked = new Promise<PackedRows>((resolve, reject) =>
      waiting.set(from, { resolve, reject }),
    );
    asked.catch(() => {}); // awaited in turn; a failure meanwhile must not go unhandled
    threads[k % threads.length]!.postMessage({
      start: from,
      end: Math.min(galaxy.size, from + batchSize),
    } satisfies GenerateAsk);
    return asked;
  };
  const ahead = threads.length * AHEAD_PER_WORKER;
  const asked = new Map<number, Promise<PackedRows>>();
  try {
    for (let k = 0; k < Math.min(ahead, batches); k++) asked.set(k, ask(k));
    for (let k = 0; k < batches; k++) {
      const packed = await asked.get(k)!;
      asked.delete(k);
      if (k + ahead < batches) asked.set(k + ahead, ask(k + ahead));
      yield unpackRows(packed);
    }
  } finally {
    await Promise.all(threads.map((worker) => worker.terminate()));
  }
}
