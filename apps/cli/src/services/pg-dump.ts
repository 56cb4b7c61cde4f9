import { spawn } from 'node:child_process';
import { splitPassword } from '@orrery/db';
import { CliError } from '../shell/cli-error.js';
import { childEnv } from '../shell/env.js';

/**
 * Runs PostgreSQL's pg_dump into `file` (custom format: compressed, restored with pg_restore). The
 * password goes to pg_dump in PGPASSWORD, not on its command line, where `ps` would show it.
 */
export function pgDump(url: string, file: string): Promise<void> {
  const { url: address, password } = splitPassword(url);
  const child = spawn('pg_dump', ['--format=custom', `--file=${file}`, address], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: childEnv(password === undefined ? {} : { PGPASSWORD: password }),
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new CliError(
              "pg_dump was not found on PATH; install PostgreSQL's client tools (Debian: apt-get install postgresql-client) of the server's major version or newer.",
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const line = stderr.split('\n').find((text) => text.trim() !== '') ?? `exit code ${code}`;
      reject(new CliError(`pg_dump failed: ${line.replace(/^pg_dump: (error: )?/, '')}`));
    });
  });
}
