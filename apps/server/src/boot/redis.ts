import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** Thrown when REDIS_URL cannot be used at start; its message is one line for the operator. */
export class RedisConnectionError extends Error {
  override name = 'RedisConnectionError';
}

/** The URL with any password replaced by ****, fit for logs. */
export function maskRedisUrl(url: string): string {
  return url.replace(/^(rediss?:\/\/[^:/@]*:)[^@]*@/i, '$1****@');
}

/**
 * Connects to Redis and checks it answers, or throws a RedisConnectionError naming REDIS_URL.
 * Later outages are logged once each (not per retry); meanwhile the sign-in limits count in this
 * process (attempt-counter.ts), and the client reconnects by itself.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5000,
    // A command waits for at most one reconnection before failing, so a sign-in never hangs.
    maxRetriesPerRequest: 1,
  });
  let down = false;
  let connecting = true;
  let startError: Error | undefined;
  redis.on('error', (error: Error) => {
    if (connecting) {
      startError ??= error;
      return;
    }
    if (!down) log.error({ err: error, redis: maskRedisUrl(url) }, 'Redis unreachable');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info({ redis: maskRedisUrl(url) }, 'Redis reachable again');
    down = false;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    // The socket's own error (e.g. ECONNREFUSED) says more than the client's "Connection is closed".
    const cause = startError ?? error;
    const reason = cause instanceof Error ? cause.message.split('\n')[0] : String(cause);
    throw new RedisConnectionError(`Cannot use Redis REDIS_URL=${maskRedisUrl(url)}: ${reason}`);
  }
  connecting = false;
  return redis;
}
