import { checkConnection, closeDatabase, openDatabase, pendingMigrations } from '@orrery/db';
import {
  checkForeignKeys,
  checkInvariants,
  checkStructure,
  type Finding,
} from '@orrery/db/maintenance';
import { CliError } from '../../shell/cli-error.js';
import { prepareDatabaseFile } from '../../database/database-file.js';
import type { DatabaseOptions } from '../../shell/database-target.js';
import { printJson, printLine } from '../../shell/io.js';
import type { CliContext } from '../../shell/program.js';

/**
 * The structure (quick_check, or integrity_check with --full), the foreign keys, then, on a sound
 * and current schema, the game's invariants. Opens the database without migrating it.
 */
export async function check(
  { io }: CliContext,
  options: DatabaseOptions & { full?: boolean; json?: boolean },
): Promise<void> {
  const { database } = options;
  if (database.dialect === 'sqlite') prepareDatabaseFile(database.location, false);
  const db = openDatabase(database.location, { poolSize: 2 });
  const findings: Finding[] = [];
  try {
    if (database.dialect === 'postgres') {
      await checkConnection(db, database.setting, database.location);
    }
    findings.push(...(await checkStructure(db, options.full === true)));
    if (findings.length === 0) findings.push(...(await checkForeignKeys(db)));
    if (findings.length === 0) {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) {
        findings.push({
          check: 'migrations',
          detail: `${pending.length} pending (from ${pending[0]}): start the server or run any other orrery command to migrate`,
        });
      } else findings.push(...(await checkInvariants(db)));
    }
  } finally {
    await closeDatabase(db);
  }
  if (options.json) printJson(io, { ok: findings.length === 0, findings });
  else {
    for (const finding of findings) printLine(io, `✗ ${finding.check}: ${finding.detail}`);
  }
  if (findings.length > 0) {
    throw new CliError(`${database.shown}: ${findings.length} finding(s); see above.`);
  }
  if (!options.json) {
    const structure = options.full ? 'integrity_check' : 'quick_check';
    printLine(io, `✓ ${database.shown}: ${structure}, foreign keys and game invariants hold.`);
  }
}
