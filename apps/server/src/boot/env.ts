import { dirname, join, resolve } from 'node:path';
import { postgresUrlProblem } from '@orrery/db';
import { z } from 'zod';
import { readTracingEnv, type TracingEnv } from './tracing-env.js';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

/** The fixed seed of the default galaxy, so every fresh install explores the same sky. */
export const DEFAULT_GALAXY_SEED = 'orrery-prime';

/** How long a client may take to send its headers, its whole request, and idle between requests. */
export interface Timeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
}

/**
 * Headers within 10 s and a whole request (bodies are at most 32 KiB) within 30 s; an idle
 * keep-alive connection is closed after 72 s, longer than the 60 s a proxy in front commonly keeps
 * its side open (a server closing first races the proxy's next request on that connection).
 */
export const DEFAULT_TIMEOUTS: Timeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 72_000,
};

/**
 * How long a request's database work may wait or run, so that none holds a connection for ever:
 * on PostgreSQL each statement (lock waits included) and each idle gap inside a transaction, as
 * long as a client may take to send a request; on SQLite a writer's wait for another process's
 * write lock. Past it the request answers 503 and its transaction rolls back.
 */
export const DEFAULT_DATABASE_TIMEOUTS = { statementMs: 30_000, busyMs: 5_000 };

const webDistDefault = resolve(import.meta.dirname, '../../../web/dist');

const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const envSchema = z.object({
  PORT: integer(0, 65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_PATH: z.string().trim().min(1).default('./data/orrery.db'),
  DATABASE_SYNCHRONOUS: z.enum(['normal', 'full']).default('normal'),
  DATABASE_URL: z
    .string()
    .trim()
    .superRefine((url, context) => {
      const problem = postgresUrlProblem(url);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  DATABASE_POOL_SIZE: integer(1, 1000).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: integer(1, 3_600_000).default(
    DEFAULT_DATABASE_TIMEOUTS.statementMs,
  ),
  DATABASE_BUSY_TIMEOUT_MS: integer(1, 3_600_000).default(DEFAULT_DATABASE_TIMEOUTS.busyMs),
  GALAXY_SEED: z.string().trim().min(1).max(200).default(DEFAULT_GALAXY_SEED),
  GALAXY_SIZE: integer(1, 5_000_000).default(10_000),
  MAP_OCTREE_FROM: integer(1, 4_000_000_000).optional(),
  MAP_OCTREE_PAGE: integer(1, 65_536).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'terminal', 'json']).default('auto'),
  WEB_DIST: z.string().trim().min(1).default(webDistDefault),
  AUTH_RATE_LIMIT: integer(1, 1_000_000).default(30),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
    .refine((url) => URL.canParse(url), 'is not a valid URL')
    .optional(),
  SMTP_URL: z
    .string()
    .trim()
    .superRefine((url, context) => {
      const problem = smtpUrlProblem(url);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^[^\r\n]*@[^\r\n]*$/, "must be an address, e.g. 'Orrery <orrery@example.com>'")
    .optional(),
  MAIL_DIR: z.string().trim().min(1).optional(),
  PUBLIC_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL')
    .refine((url) => URL.canParse(url), 'is not a valid URL')
    .optional(),
  HEADERS_TIMEOUT_MS: integer(1, 600_000).default(DEFAULT_TIMEOUTS.headersMs),
  REQUEST_TIMEOUT_MS: integer(1, 3_600_000).default(DEFAULT_TIMEOUTS.requestMs),
  KEEP_ALIVE_TIMEOUT_MS: integer(1, 3_600_000).default(DEFAULT_TIMEOUTS.keepAliveMs),
  WARM_UP_REQUESTS: integer(0, 100_000).default(5000),
  METRICS_PORT: integer(0, 65535).optional(),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters long').optional(),
});

/** Why an SMTP_URL is unusable, or undefined. */
export function smtpUrlProblem(url: string): string | undefined {
  if (!/^smtps?:\/\//i.test(url)) return 'must start with smtp:// or smtps://';
  if (!URL.canParse(url)) return 'is not a valid URL';
  if (new URL(url).hostname === '') return 'must name a host';
  return undefined;
}

function mailEnv(env: z.infer<typeof envSchema>): MailEnv {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const databaseDir =
    env.DATABASE_URL === undefined ? dirname(resolve(env.DATABASE_PATH)) : resolve('data');
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? `Orrery <no-reply@${new URL(publicUrl).hostname}>`,
    dir: resolve(env.MAIL_DIR ?? join(databaseDir, 'mail')),
    publicUrl,
  };
}

export interface ServerEnv {
  port: number;
  host: string;
  /** The SQLite file, used when no DATABASE_URL is set. */
  databasePath: string;
  /** SQLite's durability per commit (docs/operations.md, "SQLite durability"). */
  databaseSynchronous: 'normal' | 'full';
  /** PostgreSQL: when set, the game runs there instead of in the SQLite file. */
  databaseUrl: string | undefined;
  /** Connections this server keeps to PostgreSQL at most. */
  databasePoolSize: number;
  /** PostgreSQL: longest a statement, or an idle gap in a transaction, may last (ms). */
  databaseStatementTimeoutMs: number;
  /** SQLite: longest a writer waits for another connection's write lock (ms). */
  databaseBusyTimeoutMs: number;
  galaxySeed: string;
  galaxySize: number;
  /** From which size the map is drawn from the octree, and its page size (unset: the defaults). */
  mapOctree: { from?: number; pagePoints?: number };
  jwtSecret: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Lines for a person (`terminal`), JSON lines (`json`), or by whether stdout is a terminal. */
  logFormat: z.infer<typeof envSchema>['LOG_FORMAT'];
  webDist: string;
  /** Login and register attempts allowed per client address per minute. */
  authRateLimit: number;
  trustProxy: TrustProxy;
  timeouts: Timeouts;
  /** Reads served to itself before listening, so the first visitors meet compiled code (0: none). */
  warmUpRequests: number;
  /** PUBLIC_URL without a trailing slash: share pages' origin (mail's too, which has a default). */
  publicUrl: string | undefined;
  /** Redis for the sign-in limits' counts, shared by every server; in-process when unset. */
  redisUrl: string | undefined;
  mail: MailEnv;
  /** Where /metrics is served; undefined: nowhere (docs/operations.md, "Metrics"). */
  metrics: MetricsEnv | undefined;
  /** OpenTelemetry, as the OTEL_* variables ask (boot/tracing-env.ts). */
  tracing: TracingEnv;
}

/** /metrics on a port of its own (`port`), or on the main port behind `token`, or both. */
export interface MetricsEnv {
  port: number | undefined;
  host: string;
  token: string | undefined;
}

/** Where mail goes (docs/operations.md, "Mail"). */
export interface MailEnv {
  /** smtp:// or smtps:// with credentials; without it, mail is written as .eml files to `dir`. */
  smtpUrl: string | undefined;
  from: string;
  /** Where .eml files go without SMTP: `mail/` beside the SQLite file (or ./data/mail). */
  dir: string;
  /** The site as players reach it, for links in mail (no trailing slash). */
  publicUrl: string;
}

/**
 * Where SQLite's generated session secret is kept (owner-only), beside the database; undefined
 * with JWT_SECRET or PostgreSQL, which keep no file (packages/api/src/session.ts).
 */
export function sessionSecretFile(env: ServerEnv): string | undefined {
  if (env.jwtSecret !== undefined || env.databaseUrl !== undefined) return undefined;
  return `${env.databasePath}.secret`;
}

/** Thrown when the environment holds a value the server cannot start with. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/** Reads and validates the configuration once; empty variables count as unset. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new EnvError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
    throw new EnvError(
      'Invalid configuration:\n  METRICS_PORT: must differ from PORT (set METRICS_TOKEN alone to scrape the main port)',
    );
  }
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    throw new EnvError(
      'Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (the headers are part of the request)',
    );
  }
  const tracing = readTracingEnv(source);
  if ('invalid' in tracing) throw new EnvError(tracing.invalid);
  return {
    port: env.PORT,
    host: env.HOST,
    databasePath: resolve(env.DATABASE_PATH),
    databaseSynchronous: env.DATABASE_SYNCHRONOUS,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseBusyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS,
    galaxySeed: env.GALAXY_SEED,
    galaxySize: env.GALAXY_SIZE,
    mapOctree: {
      ...(env.MAP_OCTREE_FROM === undefined ? {} : { from: env.MAP_OCTREE_FROM }),
      ...(env.MAP_OCTREE_PAGE === undefined ? {} : { pagePoints: env.MAP_OCTREE_PAGE }),
    },
    jwtSecret: env.JWT_SECRET,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    webDist: resolve(env.WEB_DIST),
    authRateLimit: env.AUTH_RATE_LIMIT,
    trustProxy: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    warmUpRequests: env.WARM_UP_REQUESTS,
    mail: mailEnv(env),
    metrics:
      env.METRICS_PORT === undefined && env.METRICS_TOKEN === undefined
        ? undefined
        : { port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN },
    timeouts: {
      headersMs: env.HEADERS_TIMEOUT_MS,
      requestMs: env.REQUEST_TIMEOUT_MS,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
    },
    tracing,
  };
}
