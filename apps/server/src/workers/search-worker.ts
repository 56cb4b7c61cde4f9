import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase, searchSystems, type OpenOptions } from '@orrery/db';
import type { SearchAnswer, SearchAsk } from './search-in-worker.js';

// The guide's searches answered on a thread of their own, over a connection of their own
// (search-in-worker.ts): the same searchSystems, so the same answers.

const { target, open } = workerData as { target: string; open: OpenOptions };
const db = openDatabase(target, open);

parentPort!.on('message', ({ id, query, tuning, known }: SearchAsk) => {
  searchSystems(db, query, tuning, known).then(
    (result) => parentPort!.postMessage({ id, result } satisfies SearchAnswer),
    (error: unknown) =>
      parentPort!.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies SearchAnswer),
  );
});
