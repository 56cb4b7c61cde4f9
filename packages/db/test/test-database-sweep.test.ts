import { spawnSync } from 'node:child_process';
import type pg from 'pg';
import { expect, it } from 'vitest';
import { testDialect } from '../src/testing/index.js';
import { withAdmin } from '../src/testing/test-database.js';
import { sweepPostgresTemplates } from '../src/testing/templates.js';

/** A pid no process has any more: that of a child that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

it.runIf(testDialect === 'postgres')(
  "drops the templates and test databases of ended processes, and keeps a live process's",
  () =>
    withAdmin(async (admin: pg.Client) => {
      const dead = deadPid();
      const names = {
        deadTest: `orrery_test_${dead}_sweep`,
        deadTemplate: `orrery_tmpl_${dead}_sweep`,
        live: `orrery_test_${process.pid}_sweep`,
      };
      const existing = async () =>
        (
          await admin.query<{ datname: string }>(
            'select datname from pg_database where datname = any($1)',
            [Object.values(names)],
          )
        ).rows.map((row) => row.datname);
      try {
        for (const name of Object.values(names)) await admin.query(`create database "${name}"`);
        await sweepPostgresTemplates(admin);
        expect(await existing()).toEqual([names.live]);
      } finally {
        for (const name of Object.values(names)) {
          await admin.query(`drop database if exists "${name}"`);
        }
      }
    }),
);
