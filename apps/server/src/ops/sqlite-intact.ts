import { type Db } from '@orrery/db';
import { checkStructure } from '@orrery/db/maintenance';

/** The exit code of a start refused for a damaged database file. */
export const DAMAGED_DATABASE_EXIT_CODE = 3;

/** Thrown when the SQLite file fails quick_check; its message is the one line the start prints. */
export class DamagedDatabaseError extends Error {
  override name = 'DamagedDatabaseError';
}

/**
 * SQLite's quick_check over the whole file before the server serves from it: a damaged file would
 * otherwise answer reads and sign-ins and fail later, or worse, write on top of the damage.
 * Bounded to the first 10 problems; its time grows with the file (docs/operations.md, "Integrity").
 */
export async function assertIntact(db: Db, path: string): Promise<void> {
  const problem = firstProblem((await checkStructure(db)).map(({ detail }) => detail));
  if (problem !== null) throw damaged(path, problem);
}

/**
 * quick_check's findings as one line: the first problem and how many more. One finding may hold
 * several lines under a "*** in database main ***" heading; each of those counts as a problem.
 */
export function firstProblem(findings: readonly string[]): string | null {
  const [first, ...more] = findings
    .flatMap((finding) => finding.split('\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('***'));
  if (first === undefined) return null;
  return `${first}${more.length > 0 ? `, and ${more.length} more` : ''}`;
}

/** What opening `path` threw, as a DamagedDatabaseError when SQLite says the file is damaged. */
export function damagedOr(error: unknown, path: string): unknown {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^SQLITE_(CORRUPT|NOTADB)/.test(code)) return error;
  return damaged(path, `${code}: ${(error as Error).message}`);
}

const damaged = (path: string, problem: string) =>
  new DamagedDatabaseError(
    `The database ${path} is damaged (quick_check: ${problem}): ` +
      'stop, put the latest backup in its place (removing its -wal and -shm files) and start again; ' +
      'docs/operations.md, "Backups and restore".',
  );
