import { parentPort, workerData } from 'node:worker_threads';
import { seedGalaxy } from '@orrery/api/game/operations';
import { closeDatabase, openDatabase } from '@orrery/db';
import { generateInWorkers } from './generate-in-workers.js';
import type { SeedJob, SeedMessage } from './seed-in-worker.js';

// The galaxy seeded on a thread of its own, over its own connection (seed-in-worker.ts): the
// generator and the inserts never hold the server's event loop. The rows are generated on further
// threads (generate-in-workers.ts) while this one inserts them.

const job = workerData as SeedJob;
const post = (message: SeedMessage) => parentPort!.postMessage(message);
const db = openDatabase(job.target, job.open);
try {
  const result = await seedGalaxy(db, job.galaxy, new Date(job.now), {
    ...(job.force ? { force: true } : {}),
    generate: generateInWorkers(),
    onProgress: (done, total) => post({ progress: { done, total } }),
  });
  post({ result });
} catch (error) {
  const { name, message } = error instanceof Error ? error : new Error(String(error));
  post({ error: { name, message } });
} finally {
  await closeDatabase(db);
}
