import { parentPort, workerData } from 'node:worker_threads';
import { systemRows } from '@orrery/api/system-rows';
import type { GenerateAnswer, GenerateAsk, GenerateJob } from './generate-in-workers.js';
import { packRows } from './packed-rows.js';

// The galaxy's rows generated on a thread of their own (generate-in-workers.ts): the same
// systemRows the seed uses in process, packed so the numbers move without a copy.

const { galaxy, rarity } = workerData as GenerateJob;

parentPort!.on('message', ({ start, end }: GenerateAsk) => {
  try {
    const packed = packRows([...systemRows(galaxy, rarity, start, end)]);
    parentPort!.postMessage({ start, packed } satisfies GenerateAnswer, [
      packed.ints.buffer,
      packed.floats.buffer,
    ]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    parentPort!.postMessage({ start, error: message } satisfies GenerateAnswer);
  }
});
