import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase } from '@orrery/db';
import { damageMiddlePages, testDialect } from '@orrery/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServerOnce, MAIN } from './support/server-process.js';
import { seededDatabase } from './support/test-server.js';

// A real database file with damaged middle pages must not start a server that answers reads and
// sign-ins as if nothing were wrong.

const dir = mkdtempSync(join(tmpdir(), 'orrery-damaged-'));
beforeAll(buildServerOnce, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it.runIf(testDialect === 'sqlite')(
  'refuses to start on a damaged SQLite file with one line, exit code 3 and how to restore',
  async () => {
    // A sound file starts (every other start test); its damaged copy must not.
    const sound = join(dir, 'sound.db');
    await closeDatabase(await seededDatabase(sound));
    const damaged = join(dir, 'damaged.db');
    copyFileSync(sound, damaged);
    damageMiddlePages(damaged);
    const start = (path: string) =>
      spawnSync(process.execPath, [MAIN], {
        encoding: 'utf8',
        timeout: 60_000,
        env: {
          ...process.env,
          DATABASE_PATH: path,
          DATABASE_URL: '',
          PORT: '0',
          WARM_UP_REQUESTS: '0',
          WEB_DIST: join(dir, 'no-web'),
          LOG_FORMAT: 'json',
        },
      });
    const refused = start(damaged);
    expect(refused.status).toBe(3);
    const lines = refused.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^The database ${damaged} is damaged \\(quick_check: .+\\): stop, put the latest backup in its place .+"Backups and restore"\\.$`,
      ),
    );
  },
  90_000,
);
