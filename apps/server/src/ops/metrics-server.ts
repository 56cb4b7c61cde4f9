import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { carriesToken, PROMETHEUS_CONTENT_TYPE, UNAUTHORIZED } from './metrics-access.js';
import type { ServerMetrics } from './metrics.js';

export interface MetricsListener {
  /** e.g. http://127.0.0.1:9464 */
  address: string;
  close(): Promise<void>;
}

/**
 * /metrics on a port of its own (METRICS_PORT, on METRICS_HOST: 127.0.0.1 unless said), away
 * from the players' port; with METRICS_TOKEN set, it asks for the token here too.
 */
export async function listenForScrapes(
  metrics: ServerMetrics,
  { port, host, token }: { port: number; host: string; token: string | undefined },
): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ error: 'Not found' }));
    }
    if (token !== undefined && !carriesToken(request.headers.authorization, token)) {
      response.writeHead(401, { 'content-type': 'application/json' });
      return response.end(JSON.stringify(UNAUTHORIZED));
    }
    metrics.text().then(
      (text) => {
        response.writeHead(200, {
          'content-type': PROMETHEUS_CONTENT_TYPE,
          'cache-control': 'no-store',
        });
        response.end(text);
      },
      () => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'Metrics could not be collected' }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    address: `http://${shown}:${bound}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
