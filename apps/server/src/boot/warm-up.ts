import { Agent, get } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

const SEARCH = '/api/v1/solar/solarsystems/search/optimized';
/** The guide's readings whose paths differ: every system, undiscovered ones, and a filtered one. */
const READINGS = ['', '&status=undiscovered', '&minPlanets=1'];
/**
 * Cards per guide page: a size the web never asks for (it asks 16), so visitors' pages stay as
 * cold as they were. Small, like theirs: V8 optimises a page's own code (the query's parsing, the
 * filters, the SQL, the JSON) once it has seen enough pages, as a card's once it has seen enough
 * cards, and 250 pages of 100 cards warmed the cards and left the pages cold.
 */
const PAGE_LIMIT = 15;
/** Full systems asked for per guide page (the page's other cards are kept for later). */
const SYSTEMS_PER_PAGE = 4;

interface Answer {
  status: number;
  body: string;
}

/**
 * Requests per connection. Visitors come on fresh connections, and a socket's hidden class changes
 * as its first requests add properties to it: code V8 optimised while one long-lived connection
 * warmed it deoptimised when the first visitors' young sockets arrived (functions of Node's HTTP
 * and stream internals), and ran unoptimised through most of the first few thousand guide pages,
 * costing the main thread more on each. A fresh connection every few requests shows V8 young and
 * old sockets alike before it optimises.
 */
export const REQUESTS_PER_CONNECTION = 20;

/** GET over a kept-alive connection, renewed every REQUESTS_PER_CONNECTION; an error rejects. */
function getter(origin: string): { ask: (path: string) => Promise<Answer>; close: () => void } {
  const connection = () => new Agent({ keepAlive: true, maxSockets: 1 });
  let agent = connection();
  let asked = 0;
  const ask = (path: string) => {
    if (asked > 0 && asked % REQUESTS_PER_CONNECTION === 0) {
      agent.destroy();
      agent = connection();
    }
    asked++;
    return new Promise<Answer>((resolveAnswer, reject) => {
      get(origin + path, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolveAnswer({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      }).on('error', reject);
    });
  };
  return { ask, close: () => agent.destroy() };
}

/** What a warm-up asked for. */
export interface WarmUpResult {
  requests: number;
  systems: number;
}

/**
 * Asks the server at `origin` (its own address, once it listens) for `requests` of the hottest
 * reads, one at a time (a fresh connection every REQUESTS_PER_CONNECTION): guide pages in each
 * reading and full systems from them, each system once. V8 has then compiled and optimised their
 * whole path — sockets, HTTP parsing, routing, the reads — before most visitors come: a fresh
 * process spends several times as long on its first few thousand answers as on later ones
 * (docs/architecture.md, "The server's request path"), and answers asked in-process (without
 * the socket) took away only part of that. A page (PAGE_LIMIT cards) and 4 of its systems in turn, and the pages'
 * other systems once the pages run out (a smaller galaxy). The full systems' answers stay in the
 * read cache like any other.
 */
export async function warmUp(
  origin: string,
  requests: number,
  log: FastifyBaseLogger,
): Promise<WarmUpResult> {
  if (requests <= 0) return { requests: 0, systems: 0 };
  const started = performance.now();
  let sent = 0;
  const asked = new Set<string>();
  const { ask, close } = getter(origin);
  const askSystem = async (hash: string) => {
    asked.add(hash);
    await ask(`/api/v1/solar/solarsystem/${hash}/full`);
    sent++;
  };
  const spare: string[] = [];
  try {
    // Each reading's pages in turn (1, 2, …), until it has none left.
    const pages = new Map(READINGS.map((reading) => [reading, 1]));
    while (sent < requests && pages.size > 0) {
      for (const [reading, page] of pages) {
        if (sent >= requests) break;
        const reply = await ask(`${SEARCH}?page=${page}&limit=${PAGE_LIMIT}${reading}`);
        sent++;
        const cards =
          reply.status === 200
            ? (JSON.parse(reply.body) as { systems: { hash: string }[] }).systems
            : [];
        if (cards.length === 0) pages.delete(reading);
        else pages.set(reading, page + 1);
        const fresh = cards.map((card) => card.hash).filter((hash) => !asked.has(hash));
        for (const hash of fresh.slice(0, SYSTEMS_PER_PAGE)) {
          if (sent >= requests) break;
          await askSystem(hash);
        }
        spare.push(...fresh.slice(SYSTEMS_PER_PAGE));
      }
    }
    for (const hash of spare) {
      if (sent >= requests) break;
      if (!asked.has(hash)) await askSystem(hash);
    }
  } finally {
    close();
  }
  const result = { requests: sent, systems: asked.size };
  log.info({ ...result, ms: Math.round(performance.now() - started) }, 'warmed up');
  return result;
}
