import { existsSync } from 'node:fs';
import {
  checkConnection,
  closeDatabase,
  maskTarget,
  openDatabase,
  pendingMigrations,
} from '@orrery/db';
import type { ServerEnv } from '@orrery/server/env';
import { prepareDatabaseFile } from '../database/database-file.js';
import { fail, ok, reason, warn, type Outcome } from './outcome.js';
import { redisPing, smtpHello } from './probes.js';

/** The database answers, and how many migrations the next server start will apply. */
export async function checkDatabase(env: ServerEnv): Promise<Outcome> {
  const postgres = env.databaseUrl !== undefined;
  const location = env.databaseUrl ?? env.databasePath;
  const shown = postgres ? maskTarget(location) : location;
  if (!postgres) {
    if (!existsSync(location)) {
      return warn('database', `no file at ${location} yet: the server creates and seeds it`);
    }
    try {
      prepareDatabaseFile(location, false);
    } catch (error) {
      return fail('database', reason(error));
    }
  }
  const db = openDatabase(location, { poolSize: 1 });
  try {
    if (postgres) await checkConnection(db, 'DATABASE_URL', location);
    const pending = await pendingMigrations(db);
    if (pending.length > 0) {
      return warn(
        'database',
        `${shown}: ${pending.length} migration(s) pending, applied at the next start (back up first)`,
      );
    }
    return ok('database', `${shown}: reachable, schema current`);
  } catch (error) {
    return fail('database', reason(error));
  } finally {
    await closeDatabase(db);
  }
}

/** Redis answers PING (signed in with REDIS_URL's password); unset: each server counts alone. */
export async function checkRedis(env: ServerEnv): Promise<Outcome> {
  if (env.redisUrl === undefined) {
    return ok('redis', 'REDIS_URL unset: sign-in limits are counted per server (fine for one)');
  }
  const shown = maskTarget(env.redisUrl);
  try {
    await redisPing(env.redisUrl);
    return ok('redis', `${shown}: PONG`);
  } catch (error) {
    return fail('redis', `${shown}: ${reason(error)}; check REDIS_URL and that Redis runs`);
  }
}

/** The SMTP server greets and accepts EHLO; unset: mail is written as files. */
export async function checkSmtp(env: ServerEnv): Promise<Outcome> {
  if (env.mail.smtpUrl === undefined) {
    return warn('smtp', `SMTP_URL unset: mail is written as .eml files to ${env.mail.dir}`);
  }
  const shown = maskTarget(env.mail.smtpUrl);
  try {
    const greeting = await smtpHello(env.mail.smtpUrl);
    return ok('smtp', `${shown}: ${greeting}`);
  } catch (error) {
    return fail('smtp', `${shown}: ${reason(error)}; check SMTP_URL's host and port`);
  }
}
