import { describe, expect, it } from 'vitest';
import { PngCache } from './png-cache.js';

const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

describe('PngCache', () => {
  it('renders a key once, also for requests that arrive while it renders', async () => {
    const cache = new PngCache(1000);
    let renders = 0;
    let finish!: (png: Buffer) => void;
    const render = () => {
      renders += 1;
      return new Promise<Buffer>((resolve) => (finish = resolve));
    };
    const first = cache.get('a', render);
    const second = cache.get('a', render);
    finish(bytes(10));
    expect((await first).hit).toBe(false);
    expect((await second).png).toEqual(bytes(10));
    expect((await cache.get('a', render)).hit).toBe(true);
    expect(renders).toBe(1);
  });

  it('keeps within its byte budget, the least recently used out first', async () => {
    const cache = new PngCache(25);
    const put = (key: string) => cache.get(key, async () => bytes(10));
    await put('a');
    await put('b');
    await put('a'); // a is now the most recent
    await put('c'); // 30 bytes: b goes
    expect(cache.size).toBe(2);
    expect((await put('a')).hit).toBe(true);
    expect((await put('b')).hit).toBe(false);
  });

  it('keeps nothing of a failed render', async () => {
    const cache = new PngCache(100);
    await expect(cache.get('x', () => Promise.reject(new Error('bad')))).rejects.toThrow('bad');
    expect(cache.size).toBe(0);
    expect((await cache.get('x', async () => bytes(5))).hit).toBe(false);
  });
});
