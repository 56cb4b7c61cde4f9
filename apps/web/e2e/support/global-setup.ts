import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './chromium.js';
import { startServer } from './server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A SQLite file the built server migrated and seeded the test galaxy into, then closed. */
    e2eDatabaseTemplate: string;
    /** Where the one Chromium of the run listens; each file connects its own client to it. */
    chromiumEndpoint: string;
  }
}

/**
 * What every browser file would otherwise do again: the server's first start (migrating and seeding
 * the test galaxy, seconds under load) and launching Chromium. Each file still starts its own server
 * on its own copy of the seeded file, and opens its own contexts.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Side by side: the seeding is mostly the server's work, the launch Chromium's.
  const [seeded, launched] = await Promise.allSettled([
    seedDatabaseTemplate(),
    launchChromiumServer(),
  ]);
  if (seeded.status === 'rejected' || launched.status === 'rejected') {
    if (seeded.status === 'fulfilled') seeded.value.remove();
    if (launched.status === 'fulfilled') await launched.value.close();
    throw seeded.status === 'rejected' ? seeded.reason : (launched as PromiseRejectedResult).reason;
  }
  const template = seeded.value;
  const browser = launched.value;
  project.provide('e2eDatabaseTemplate', template.path);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    template.remove();
  };
}

/** The built server's first start on a new file (migrated, the test galaxy seeded), then stopped. */
export async function seedDatabaseTemplate(): Promise<{ path: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'orrery-e2e-template-'));
  const path = join(dir, 'orrery.db');
  const server = await startServer(path);
  await server.stop();
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Copies the seeded template to `databasePath` (with its WAL, should a stop have left one). */
export function copyDatabaseTemplate(template: string, databasePath: string): void {
  copyFileSync(template, databasePath);
  if (existsSync(`${template}-wal`)) copyFileSync(`${template}-wal`, `${databasePath}-wal`);
}
