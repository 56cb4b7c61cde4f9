import { existsSync, statfsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ServerEnv } from '@orrery/server/env';
import { sessionSecretFile } from '@orrery/server/env';
import { findFonts } from '@orrery/server/fonts';
import { fail, ok, warn, type Outcome } from './outcome.js';

const GIB = 1024 ** 3;
/** Below this a busy server's writes (and a backup beside the database) can run out of room. */
const DISK_FAIL_BYTES = 0.5 * GIB;
const DISK_WARN_BYTES = 2 * GIB;

/** The nearest folder of `path` that exists (a fresh install has no data folder yet). */
function existingFolder(path: string): string {
  let folder = dirname(path);
  while (!existsSync(folder) && dirname(folder) !== folder) folder = dirname(folder);
  return folder;
}

/** Free space where SQLite writes (PostgreSQL keeps its data on its own host). */
export function checkDisk(env: ServerEnv): Outcome {
  if (env.databaseUrl !== undefined) {
    return ok('disk', 'PostgreSQL keeps its data on its own host: watch free space there');
  }
  const folder = existingFolder(env.databasePath);
  const stats = statfsSync(folder);
  const free = stats.bavail * stats.bsize;
  const shown = `${(free / GIB).toFixed(1)} GiB free in ${folder}`;
  if (free < DISK_FAIL_BYTES) return fail('disk', `${shown}: free space before the server starts`);
  if (free < DISK_WARN_BYTES) return warn('disk', `${shown}: little room for growth and backups`);
  return ok('disk', shown);
}

/** The fonts share images are drawn with (apps/server/src/share/fonts.ts). */
export function checkFonts(): Outcome {
  const fonts = findFonts();
  if (!fonts.deterministic) {
    return warn(
      'fonts',
      "no DejaVu or Liberation fonts: share images use the system's; install fonts-dejavu-core",
    );
  }
  return ok('fonts', `${fonts.files.length} share-image font files found`);
}

/**
 * PUBLIC_URL is the origin of share pages and mail links: an absolute http(s) origin, with no
 * path, query or fragment (the server adds its own paths to it).
 */
export function checkPublicUrl(env: ServerEnv): Outcome {
  if (env.publicUrl === undefined) {
    return warn(
      'PUBLIC_URL',
      `unset: mail links point at ${env.mail.publicUrl}; set it to the site's address, e.g. https://orrery.example.com`,
    );
  }
  const url = new URL(env.publicUrl);
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    return fail(
      'PUBLIC_URL',
      `${env.publicUrl} has a path, query or fragment: give the origin only`,
    );
  }
  if (url.username !== '' || url.password !== '') {
    return fail('PUBLIC_URL', 'holds credentials: give the origin only');
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol === 'http:' && !local) {
    return warn('PUBLIC_URL', `${env.publicUrl} is plain http: players' links should be https`);
  }
  if (local) return warn('PUBLIC_URL', `${env.publicUrl} is only reachable from this machine`);
  return ok('PUBLIC_URL', env.publicUrl);
}

/** The session secret: JWT_SECRET, or SQLite's file readable by its owner only (0600). */
export function checkSecret(env: ServerEnv): Outcome {
  if (env.jwtSecret !== undefined) return ok('secret', 'JWT_SECRET is set');
  if (env.databaseUrl !== undefined) {
    return fail(
      'secret',
      'JWT_SECRET is required with DATABASE_URL: set it to 32+ random characters (openssl rand -base64 48)',
    );
  }
  const file = sessionSecretFile(env)!;
  if (!existsSync(file)) return ok('secret', `${file} is created (0600) at the first start`);
  const mode = statSync(file).mode & 0o777;
  const shown = `0${mode.toString(8)}`;
  if ((mode & 0o077) !== 0) {
    return fail('secret', `${file} is ${shown}, readable by others: chmod 600 ${file}`);
  }
  return ok('secret', `${file} is ${shown}`);
}
