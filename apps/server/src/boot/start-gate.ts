import { GALAXY_NOT_READY } from '@orrery/api';
import type { FastifyInstance } from 'fastify';

/** Seconds a client is told to wait while the galaxy is seeded. */
const SEEDING_RETRY_SECONDS = 5;

const GATED = /^\/(api|trpc)(\/|\?|$)/;

/**
 * Closed while the server seeds its first galaxy (it listens meanwhile): the API and tRPC answer 503
 * with Retry-After instead of reading a half-seeded galaxy. Opened once the galaxy is ready; a
 * server whose galaxy is ready never closes it. It is also the server's readiness: /healthz answers
 * "starting" while it is closed, so both turn in the one step that opens it.
 */
export class StartGate {
  #open = true;

  get isOpen(): boolean {
    return this.#open;
  }

  close(): void {
    this.#open = false;
  }

  open(): void {
    this.#open = true;
  }

  install(app: FastifyInstance): void {
    app.addHook('onRequest', (request, reply, done) => {
      if (this.#open || !GATED.test(request.url)) return done();
      void reply
        .status(503)
        .header('Retry-After', String(SEEDING_RETRY_SECONDS))
        .header('Cache-Control', 'no-store')
        .send({ error: GALAXY_NOT_READY });
    });
  }
}
