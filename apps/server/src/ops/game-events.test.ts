import { describe, expect, it } from 'vitest';
import { gameEventOf } from './game-events.js';
import { ServerMetrics } from './metrics.js';

describe('gameEventOf', () => {
  it('counts a collect and a registration when they succeed, a sign-in when refused', () => {
    expect(gameEventOf('POST', '/api/v1/solar/collect/:id', '/x', 200)).toBe('collect');
    expect(gameEventOf('POST', '/api/v1/solar/collect/:id', '/x', 409)).toBeUndefined();
    expect(gameEventOf('POST', '/api/v1/auth/register', '/x', 201)).toBe('registration');
    expect(gameEventOf('POST', '/api/v1/auth/login', '/x', 200)).toBeUndefined();
    expect(gameEventOf('POST', '/api/v1/auth/login', '/x', 429)).toBe('sign-in-refusal');
    expect(gameEventOf('POST', '/api/v1/auth/login', '/x', 503)).toBeUndefined();
    expect(gameEventOf('GET', '/api/v1/solar/collect/:id', '/x', 200)).toBeUndefined();
  });

  it('knows a tRPC call by its procedure, and leaves a batch out', () => {
    expect(gameEventOf('POST', '/trpc/:path', '/trpc/collection.collect', 200)).toBe('collect');
    expect(gameEventOf('POST', '/trpc/:path', '/trpc/auth.login?batch=1', 401)).toBe(
      'sign-in-refusal',
    );
    expect(
      gameEventOf('POST', '/trpc/:path', '/trpc/auth.login,auth.login?batch=1', 401),
    ).toBeUndefined();
  });
});

describe('ServerMetrics', () => {
  it('moves the read cache counters to the cache’s own counts at each scrape', async () => {
    const metrics = new ServerMetrics();
    const counts = { hits: 3, misses: 1 };
    metrics.watchCache(counts);
    expect(await metrics.text()).toMatch(/^orrery_read_cache_hits_total 3$/m);
    counts.hits = 10;
    counts.misses = 2;
    const text = await metrics.text();
    expect(text).toMatch(/^orrery_read_cache_hits_total 10$/m);
    expect(text).toMatch(/^orrery_read_cache_misses_total 2$/m);
  });

  it('counts failed statements by their code', async () => {
    const metrics = new ServerMetrics();
    metrics.database.queryFailed?.(Object.assign(new Error('x'), { code: 'SQLITE_BUSY' }));
    metrics.database.queryFailed?.(new Error('no code'));
    const text = await metrics.text();
    expect(text).toMatch(/^orrery_db_query_errors_total\{code="SQLITE_BUSY"\} 1$/m);
    expect(text).toMatch(/^orrery_db_query_errors_total\{code="unknown"\} 1$/m);
  });
});
