import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';

/** The secret a file holds (its first line), or undefined when there is no such file. */
export function readSecretFile(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  return readFileSync(path, 'utf8').split('\n', 1)[0]!.trim();
}

/**
 * Writes `secret` to `path` readable by its owner only (0600), unless the file exists (another
 * process was first): written in full and synced under a temporary name, then linked into place,
 * which fails rather than replace, and the folder synced, so that a crash leaves either no file
 * or the whole secret. Answers the secret the file holds afterwards.
 */
export function writeSecretFileOnce(path: string, secret: string): string {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, `${secret}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  const folder = openSync(dirname(path), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
  return readSecretFile(path)!;
}
