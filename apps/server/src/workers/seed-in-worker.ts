import { once } from 'node:events';
import type { GalaxyToSeed, SeedGalaxyOptions } from '@orrery/api/game/operations';
import { type Db, type OpenOptions } from '@orrery/db';
import { GalaxyExistsError, type SeedResult } from '@orrery/db/seed';
import { siblingModule, startModuleWorker } from './module-worker.js';

/** What the seed worker is asked to do (seed-worker.ts). */
export interface SeedJob {
  /** The database, as openDatabase takes it: a SQLite file path or a postgres:// URL. */
  target: string;
  open: Pick<OpenOptions, 'synchronous' | 'poolSize'>;
  galaxy: GalaxyToSeed;
  /** ISO time the galaxy is created at. */
  now: string;
  force?: boolean;
}

export type SeedMessage =
  | { progress: { done: number; total: number } }
  | { result: SeedResult }
  | { error: { name: string; message: string } };

/** seedGalaxy's shape, as ensureGalaxy calls it. */
export type Seeder = (
  db: Db,
  galaxy: GalaxyToSeed,
  now: Date,
  options: Pick<SeedGalaxyOptions, 'onProgress' | 'force'>,
) => Promise<SeedResult>;

/**
 * A seeder that runs seedGalaxy on a worker thread with its own connection to `target` (the same
 * database as the server's handle, which it does not use): generating and inserting a galaxy
 * then never holds the event loop, so the server answers (/healthz says "starting") meanwhile.
 * The rows are the very ones seedGalaxy writes in process: the same code, the same generator.
 */
export function seedInWorker(target: string, open: SeedJob['open'] = {}): Seeder {
  return async (_db, galaxy, now, options) => {
    const job: SeedJob = { target, open, galaxy, now: now.toISOString(), force: options.force };
    const worker = startModuleWorker(siblingModule(import.meta.url, 'seed-worker'), job);
    const exited = once(worker, 'exit');
    try {
      return await new Promise<SeedResult>((resolve, reject) => {
        worker.on('message', (message: SeedMessage) => {
          if ('progress' in message)
            options.onProgress?.(message.progress.done, message.progress.total);
          else if ('result' in message) resolve(message.result);
          else reject(revive(message.error));
        });
        worker.once('error', reject);
        worker.once('exit', (code) =>
          reject(new Error(`the seed worker stopped (exit code ${code})`)),
        );
      });
    } finally {
      await exited;
    }
  };
}

/** The worker's error as the caller knows it (a GalaxyExistsError stays one). */
function revive({ name, message }: { name: string; message: string }): Error {
  if (name === 'GalaxyExistsError') return new GalaxyExistsError(message);
  const error = new Error(message);
  error.name = name;
  return error;
}
