import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { carriesToken, PROMETHEUS_CONTENT_TYPE, UNAUTHORIZED } from './metrics-access.js';
import type { ServerMetrics } from './metrics.js';

export interface MetricsPluginOptions {
  metrics: ServerMetrics;
  /** METRICS_TOKEN: when set, GET /metrics on this port answers whoever sends it. */
  token: string | undefined;
}

/**
 * Times every request Fastify answers, by its route template (a URL's own values would make a
 * series per system), and, behind METRICS_TOKEN, serves /metrics on the main port.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { metrics, token }: MetricsPluginOptions) => {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.answered(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        request.url,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
    if (token === undefined) return;
    app.get('/metrics', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!carriesToken(request.headers.authorization, token)) {
        return reply.status(401).send(UNAUTHORIZED);
      }
      return reply.type(PROMETHEUS_CONTENT_TYPE).send(await metrics.text());
    });
  },
  { name: 'metrics' },
);
