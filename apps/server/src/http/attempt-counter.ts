import rateLimit, {
  type CreateRateLimitOptions,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { AttemptCounter, LimitRule, LimitVerdict } from '@orrery/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Keys each in-process limiter keeps (least recently used dropped first). Given to every limiter:
 * the plugin's own `cache` option sizes only its global store, and each limiter made from it gets
 * a store of its own, of the library's default 5,000 keys unless told.
 */
export const LOCAL_KEYS = 100_000;

/** A Redis client's states after its connection was lost (ioredis's `status`). */
const LOST = new Set(['close', 'reconnecting', 'end']);

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type LimiterFor = (rule: LimitRule) => Limiter;

/** Limiters of one store, one per rule, made from a registration of @fastify/rate-limit of its own. */
async function limiters(app: FastifyInstance, store: RateLimitPluginOptions): Promise<LimiterFor> {
  let create: FastifyInstance['createRateLimit'] | undefined;
  // Encapsulated: the in-process and the Redis registrations each decorate their own context.
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, ...store });
    create = scope.createRateLimit;
  });
  const made = new Map<string, Limiter>();
  return (rule) => {
    let limiter = made.get(rule.name);
    if (limiter === undefined) {
      // `cache` is read at run time though CreateRateLimitOptions does not name it.
      const options: CreateRateLimitOptions & { cache: number } = {
        max: rule.max,
        timeWindow: rule.windowMs,
        cache: LOCAL_KEYS,
        keyGenerator: (request) => (request as unknown as KeyedCall).limitKey,
      };
      limiter = create!(options);
      made.set(rule.name, limiter);
    }
    return limiter;
  };
}

/**
 * The sign-in limits' counts, kept by @fastify/rate-limit's stores: in this process, or in Redis
 * (shared by every server) when given a client. The limits are applied per procedure call (see
 * @orrery/api's limits), not per HTTP request, so each count is asked for with its own key rather
 * than through a request hook. While Redis cannot be reached the counts are kept in this process
 * (logged once when it starts and once when Redis answers again): the limits hold, per server.
 */
export async function attemptCounter(
  app: FastifyInstance,
  options: { redis?: Redis; namespace?: string } = {},
): Promise<AttemptCounter> {
  const { redis } = options;
  const local = await limiters(app, { cache: LOCAL_KEYS });
  const shared = redis
    ? await limiters(app, { redis, nameSpace: options.namespace ?? 'orrery:' })
    : undefined;
  let failing = false;
  const fallBack = (error?: unknown) => {
    if (!failing) {
      app.log.error(
        error === undefined ? {} : { err: error },
        'sign-in limits: Redis unreachable; counting in this process until it answers',
      );
    }
    failing = true;
  };

  async function count(rule: LimitRule, key: string, increment: boolean): Promise<LimitVerdict> {
    // createRateLimit reads only the key (through keyGenerator) and the route's group, if any.
    const call = { limitKey: `${rule.name}:${key}`, routeOptions: {} } as KeyedCall;
    const request = call as unknown as FastifyRequest;
    // Not waiting for a command to fail while the client is known to have lost its connection.
    if (shared && !LOST.has(redis?.status ?? '')) {
      try {
        const verdict = verdictOf(await shared(rule)(request, { increment }), increment);
        if (failing) app.log.info('sign-in limits: Redis answers again; counts shared again');
        failing = false;
        return verdict;
      } catch (error) {
        fallBack(error);
      }
    } else if (shared) {
      fallBack();
    }
    return verdictOf(await local(rule)(request, { increment }), increment);
  }

  return {
    hit: (rule, key) => count(rule, key, true),
    read: (rule, key) => count(rule, key, false),
  };
}

function verdictOf(verdict: Awaited<ReturnType<Limiter>>, increment: boolean): LimitVerdict {
  if (verdict.isAllowed) return { over: false, retryAfterSeconds: 0 };
  return {
    over: increment ? verdict.isExceeded : verdict.remaining === 0,
    retryAfterSeconds: verdict.ttlInSeconds,
  };
}

interface KeyedCall {
  limitKey: string;
  routeOptions: Record<string, never>;
}
