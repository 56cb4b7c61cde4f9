/** The game's own events a metric counts, as the requests that make them. */
export type GameEvent = 'collect' | 'registration' | 'sign-in-refusal';

interface EventRoute {
  method: string;
  /** The REST route's template, as Fastify names it. */
  route: string;
  /** The same call through tRPC (`/trpc/<procedure>`). */
  procedure: string;
  event: GameEvent;
  /** Whether the answer's status makes the event: a success, or a refusal. */
  counts: (status: number) => boolean;
}

const succeeded = (status: number) => status < 400;
const refused = (status: number) => status >= 400 && status < 500;

/**
 * Which answers are game events. Read from the answer, not from inside the services, so that the
 * rules stay free of metrics; a new event (trades) is one more row here and one counter in
 * metrics.ts.
 */
const EVENT_ROUTES: readonly EventRoute[] = [
  {
    method: 'POST',
    route: '/api/v1/solar/collect/:id',
    procedure: 'collection.collect',
    event: 'collect',
    counts: succeeded,
  },
  {
    method: 'POST',
    route: '/api/v1/auth/register',
    procedure: 'auth.register',
    event: 'registration',
    counts: succeeded,
  },
  {
    method: 'POST',
    route: '/api/v1/auth/login',
    procedure: 'auth.login',
    event: 'sign-in-refusal',
    counts: refused,
  },
];

const byRoute = new Map(EVENT_ROUTES.map((row) => [`${row.method} ${row.route}`, row]));
const byProcedure = new Map(EVENT_ROUTES.map((row) => [row.procedure, row]));

/**
 * The game event an answer makes, if any. A tRPC call is known by its procedure (one call per
 * request; a batch is left out rather than guessed at).
 */
export function gameEventOf(
  method: string,
  route: string,
  url: string,
  status: number,
): GameEvent | undefined {
  const row =
    route === '/trpc/:path' && method === 'POST'
      ? byProcedure.get(url.slice('/trpc/'.length).split('?', 1)[0]!)
      : byRoute.get(`${method} ${route}`);
  return row?.counts(status) ? row.event : undefined;
}
