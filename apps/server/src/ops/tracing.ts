import type { DatabaseObserver } from '@orrery/db';
import type { MailTransport } from '../mail/mail-transport.js';
import type { TracingEnv } from '../boot/tracing-env.js';

/** What the server hands to the tracing SDK once it is started (tracing-sdk.ts). */
export interface Tracing {
  /** Spans for the database's statements, children of the request (or job) that ran them. */
  database(system: 'sqlite' | 'postgresql'): DatabaseObserver;
  /** The transport, with a span around each mail it sends. */
  mail(transport: MailTransport): MailTransport;
  /** Sends the spans still held, then stops. */
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry, when the standard OTEL_* variables ask for it: the SDK and the Fastify
 * instrumentation are imported only then, so a server without them loads and pays for nothing.
 * Started before the app is built: the instrumentation joins each Fastify instance as it is made.
 */
export async function startTracing(env: TracingEnv): Promise<Tracing | undefined> {
  if (!env.wanted) return undefined;
  const { startSdk } = await import('./tracing-sdk.js');
  return startSdk(env);
}

/** Both observers' hooks, either of them absent. */
export function bothObservers(
  a: DatabaseObserver | undefined,
  b: DatabaseObserver | undefined,
): DatabaseObserver | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  return {
    queryFailed: (error) => {
      a.queryFailed?.(error);
      b.queryFailed?.(error);
    },
    poolOpened: (pool) => {
      a.poolOpened?.(pool);
      b.poolOpened?.(pool);
    },
    statement: (sql, durationMs, error) => {
      a.statement?.(sql, durationMs, error);
      b.statement?.(sql, durationMs, error);
    },
  };
}
