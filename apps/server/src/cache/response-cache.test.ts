import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.js';
import { VersionedBody } from './versioned-body.js';

const body = (version: string, bytes: number) => new VersionedBody(version, 'x'.repeat(bytes - 2));

describe('ResponseCache', () => {
  it('makes an answer once per key and version, sharing it while pending', async () => {
    const cache = new ResponseCache(1_000_000);
    let made = 0;
    const make = async () => {
      made += 1;
      return body('v1', 10);
    };
    const [a, b] = await Promise.all([cache.get('/a', 'v1', make), cache.get('/a', 'v1', make)]);
    expect(a).toBe(b);
    await cache.get('/a', 'v1', make);
    expect(made).toBe(1);
    await cache.get('/a', 'v2', make);
    expect(made).toBe(2);
  });

  it('drops the least recently used answers beyond its byte budget, never the newest', async () => {
    const cache = new ResponseCache(250);
    const made: string[] = [];
    const get = (key: string, bytes = 100) =>
      cache.get(key, 'v', async () => {
        made.push(key);
        return body('v', bytes);
      });
    await get('/a');
    await get('/b');
    await get('/a'); // /a is now the most recently used
    await get('/c'); // over budget: /b goes
    await get('/a');
    await get('/b');
    expect(made).toEqual(['/a', '/b', '/c', '/b']);
    await get('/huge', 10_000);
    await get('/huge');
    expect(made.at(-1)).toBe('/huge');
    expect(made.filter((key) => key === '/huge')).toHaveLength(1);
  });

  it('forgets failures so the next request tries again', async () => {
    const cache = new ResponseCache(1000);
    await expect(cache.get('/a', 'v', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.get('/a', 'v', async () => body('v', 10))).size).toBe(10);
  });
});
