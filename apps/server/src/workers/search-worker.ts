import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase, type OpenOptions } from '@orrery/db';
import { pageCountsOf, searchSystems } from '@orrery/db/search';
import type { SearchAnswer, SearchAsk } from './search-in-worker.js';

// The guide's searches answered on a thread of their own, over a connection of their own
// (search-in-worker.ts): the same searchSystems, so the same answers.

const { target, open } = workerData as { target: string; open: OpenOptions };
const db = openDatabase(target, open);

parentPort!.on('message', (ask: SearchAsk) => {
  const { id } = ask;
  const answer: Promise<SearchAnswer> =
    'pages' in ask
      ? pageCountsOf(db, ask.pages).then((counts) => ({ id, counts }))
      : searchSystems(db, ask.query, ask.tuning, ask.known).then((result) => ({ id, result }));
  answer.then(
    (reply) => parentPort!.postMessage(reply),
    (error: unknown) =>
      parentPort!.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies SearchAnswer),
  );
});
