import rateLimit from '@fastify/rate-limit';
import type { AttemptCounter, LimitRule, LimitVerdict } from '@orrery/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

/** Keys the in-process store keeps (least recently used dropped first). */
const LOCAL_KEYS = 100_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * The sign-in limits' counts, kept by @fastify/rate-limit's stores: in this process, or in Redis
 * (shared by every server) when given a client. The limits are applied per procedure call (see
 * @orrery/api's limits), not per HTTP request, so each count is asked for with its own key rather
 * than through a request hook. A store that fails (Redis unreachable) is logged and lets the call
 * through: sign-in stays possible, as it would without the shared limits.
 */
export async function attemptCounter(
  app: FastifyInstance,
  options: { redis?: Redis; namespace?: string } = {},
): Promise<AttemptCounter> {
  await app.register(rateLimit, {
    global: false,
    cache: LOCAL_KEYS,
    ...(options.redis ? { redis: options.redis, nameSpace: options.namespace ?? 'orrery:' } : {}),
  });
  const limiters = new Map<string, Limiter>();
  const limiterFor = (rule: LimitRule) => {
    let limiter = limiters.get(rule.name);
    if (limiter === undefined) {
      limiter = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => (request as unknown as KeyedCall).limitKey,
      });
      limiters.set(rule.name, limiter);
    }
    return limiter;
  };
  let failing = false;

  async function count(rule: LimitRule, key: string, increment: boolean): Promise<LimitVerdict> {
    // createRateLimit reads only the key (through keyGenerator) and the route's group, if any.
    const call: KeyedCall = { limitKey: `${rule.name}:${key}`, routeOptions: {} };
    try {
      const verdict = await limiterFor(rule)(call as unknown as FastifyRequest, { increment });
      if (failing) app.log.info('sign-in limits store reachable again');
      failing = false;
      if (verdict.isAllowed) return { over: false, retryAfterSeconds: 0 };
      return {
        over: increment ? verdict.isExceeded : verdict.remaining === 0,
        retryAfterSeconds: verdict.ttlInSeconds,
      };
    } catch (error) {
      if (!failing) app.log.error({ err: error }, 'sign-in limits store failed; not limiting');
      failing = true;
      return { over: false, retryAfterSeconds: 0 };
    }
  }

  return {
    hit: (rule, key) => count(rule, key, true),
    read: (rule, key) => count(rule, key, false),
  };
}

interface KeyedCall {
  limitKey: string;
  routeOptions: Record<string, never>;
}
