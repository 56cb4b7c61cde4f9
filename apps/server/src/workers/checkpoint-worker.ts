import { parentPort, workerData } from 'node:worker_threads';
import { closeDatabase, openDatabase } from '@orrery/db';
import { checkpointWal, type WalState } from '@orrery/db/maintenance';
import type { CheckpointAsk, CheckpointJob, CheckpointReply } from './wal-checkpoints.js';

// The WAL checkpointed on a thread of its own, over a connection of its own (wal-checkpoints.ts).

const job = workerData as CheckpointJob;
const db = openDatabase(job.target, job.open);

parentPort!.on('message', (ask: CheckpointAsk) => {
  if (ask === 'close') {
    // In a worker, process.exit ends the thread only (the loader a test run registers would keep it).
    void closeDatabase(db).finally(() => process.exit(0));
    return;
  }
  // A failed checkpoint loses nothing (the WAL keeps the pages): the next one tries again.
  let state: WalState | undefined;
  try {
    state = checkpointWal(db);
  } catch {
    state = undefined;
  }
  parentPort!.postMessage(state satisfies CheckpointReply);
});
