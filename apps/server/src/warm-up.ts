import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

const SEARCH = '/api/v1/solar/solarsystems/search/optimized';

/**
 * Answers `requests` of the hottest reads (full systems and guide pages, each a different one)
 * through the whole app before it listens: V8 has then compiled their paths, and the first
 * visitors do not pay for it (an uncached full system costs about twice as much in a process that
 * has not served one yet). Their answers stay in the read cache like any other.
 */
export async function warmUp(
  app: FastifyInstance,
  requests: number,
  log: FastifyBaseLogger,
): Promise<void> {
  if (requests <= 0) return;
  const started = performance.now();
  let systems = 0;
  let sent = 0;
  for (let page = 1; sent < requests; page++) {
    const reply = await app.inject({ url: `${SEARCH}?page=${page}&limit=100` });
    sent++;
    const cards = reply.statusCode === 200 ? (reply.json().systems as { hash: string }[]) : [];
    if (cards.length === 0) break;
    for (const { hash } of cards) {
      if (sent >= requests) break;
      await app.inject({ url: `/api/v1/solar/solarsystem/${hash}/full` });
      systems++;
      sent++;
    }
  }
  const ms = Math.round(performance.now() - started);
  log.info({ requests: sent, systems, ms }, 'warmed up');
}
