// Loaded only when the OTEL_* variables ask for traces (tracing.ts): the OpenTelemetry Node SDK,
// configured by those variables (exporter, endpoint, protocol, headers, sampler, service name),
// with @fastify/otel for the requests and spans of this server's own for statements and mail.
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { TracingEnv } from '../boot/tracing-env.js';
import type { Tracing } from './tracing.js';

/** The tracer's name in every span this server makes itself. */
const TRACER = '@orrery/server';
/** Statements longer than this are cut in the span: a batch insert can run to megabytes. */
const SQL_MAX_CHARS = 2048;

const nowMs = () => performance.timeOrigin + performance.now();

function failed(span: Span, error: unknown) {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
}

export function startSdk(env: TracingEnv): Tracing {
  const sdk = new NodeSDK({
    ...(env.serviceNamed ? {} : { serviceName: 'orrery' }),
    instrumentations: [
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // Probes and scrapes every few seconds would drown the requests worth reading.
        ignorePaths: (route) => ['/healthz', '/readyz', '/metrics'].includes(route.url),
      }),
    ],
  });
  sdk.start();
  const tracer = trace.getTracer(TRACER);
  return {
    database: (system) => ({
      // Called as the statement ends, in the context of whatever ran it: its start is back-dated.
      statement(sql, durationMs, error) {
        const end = nowMs();
        const operation = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';
        const span = tracer.startSpan(
          operation,
          {
            kind: SpanKind.CLIENT,
            startTime: end - durationMs,
            attributes: {
              'db.system.name': system,
              'db.operation.name': operation,
              'db.query.text': sql.length > SQL_MAX_CHARS ? sql.slice(0, SQL_MAX_CHARS) : sql,
            },
          },
          context.active(),
        );
        if (error !== undefined) failed(span, error);
        span.end(end);
      },
    }),
    mail: (transport) => ({
      description: transport.description,
      verify: () => transport.verify(),
      close: () => transport.close(),
      send: (mail, from) =>
        tracer.startActiveSpan('mail send', { kind: SpanKind.CLIENT }, async (span) => {
          span.setAttribute('orrery.mail.transport', transport.description);
          try {
            return await transport.send(mail, from);
          } catch (error) {
            failed(span, error);
            throw error;
          } finally {
            span.end();
          }
        }),
    }),
    shutdown: () => sdk.shutdown(),
  };
}
