import { Agent, get } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

const SEARCH = '/api/v1/solar/solarsystems/search/optimized';
/** The guide's readings whose paths differ: every system, undiscovered ones, and a filtered one. */
const READINGS = ['', '&status=undiscovered', '&minPlanets=1'];
/** Full systems asked for per guide page (the rest of the page's 100 cards are left alone). */
const SYSTEMS_PER_PAGE = 20;

interface Answer {
  status: number;
  body: string;
}

/** GET over one kept-alive connection; an error (the server closing) rejects. */
function getter(origin: string): { ask: (path: string) => Promise<Answer>; close: () => void } {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const ask = (path: string) =>
    new Promise<Answer>((resolveAnswer, reject) => {
      get(origin + path, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolveAnswer({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      }).on('error', reject);
    });
  return { ask, close: () => agent.destroy() };
}

/**
 * Asks the server at `origin` (its own address, once it listens) for `requests` of the hottest
 * reads, one at a time over one connection: guide pages in each reading and full systems from
 * them, each a different one. V8 has then compiled and optimised their whole path — sockets, HTTP
 * parsing, routing, the reads — before most visitors come: a fresh process spends three to five
 * times as long on its first few thousand answers as on later ones, and answers asked in-process
 * (without the socket) took away only part of that. Pages are asked 100 cards at a time, a size
 * the web never asks for, so visitors' pages stay as cold as they were; the full systems' answers
 * stay in the read cache like any other.
 */
export async function warmUp(
  origin: string,
  requests: number,
  log: FastifyBaseLogger,
): Promise<void> {
  if (requests <= 0) return;
  const started = performance.now();
  const { ask, close } = getter(origin);
  let systems = 0;
  let sent = 0;
  try {
    for (let page = 1; sent < requests; page++) {
      const reading = READINGS[(page - 1) % READINGS.length];
      const reply = await ask(`${SEARCH}?page=${page}&limit=100${reading}`);
      sent++;
      const cards =
        reply.status === 200
          ? (JSON.parse(reply.body) as { systems: { hash: string }[] }).systems
          : [];
      if (cards.length === 0 && page >= READINGS.length) break;
      for (const { hash } of cards.slice(0, SYSTEMS_PER_PAGE)) {
        if (sent >= requests) break;
        await ask(`/api/v1/solar/solarsystem/${hash}/full`);
        sent++;
        systems++;
      }
    }
  } finally {
    close();
  }
  const ms = Math.round(performance.now() - started);
  log.info({ requests: sent, systems, ms }, 'warmed up');
}
