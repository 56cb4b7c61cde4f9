import { parentPort, workerData } from 'node:worker_threads';
import { closeDatabase, openDatabase } from '@orrery/db';
import { checkpointWal } from '@orrery/db/galaxy';
import type { CheckpointAsk, CheckpointJob } from './checkpoint-in-worker.js';

// The WAL checkpointed on a thread of its own while a growth writes (checkpoint-in-worker.ts).

const job = workerData as CheckpointJob;
const db = openDatabase(job.target, job.open);
let working: Promise<unknown> = Promise.resolve();

parentPort!.on('message', (ask: CheckpointAsk) => {
  working = working.then(async () => {
    if (ask === 'close') {
      await closeDatabase(db);
      parentPort!.close();
      return;
    }
    // A failed checkpoint loses nothing (the WAL keeps the pages): the next one tries again.
    await checkpointWal(db).catch(() => undefined);
    parentPort!.postMessage('done');
  });
});
