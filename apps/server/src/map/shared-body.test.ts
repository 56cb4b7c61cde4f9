import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { MAX_WHOLE_BYTES, SEGMENT_BYTES, SharedBody } from './shared-body.js';

/** A source that yields `parts` one at a time, each once `release` is called. */
function gatedSource(parts: string[]) {
  let open: () => void = () => undefined;
  const gate = () => new Promise<void>((resolve) => (open = resolve));
  let waiting = gate();
  async function* source() {
    for (const part of parts) {
      await waiting;
      waiting = gate();
      yield part;
    }
  }
  return { source: source(), release: () => open() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('SharedBody', () => {
  it('gives a stream while it is made and one buffer of the same bytes once it is complete', async () => {
    const parts = ['{"a":', '[1,2,3]', ',"b":"xyz"}'];
    const { source, release } = gatedSource(parts);
    const body = new SharedBody(source);
    release();
    await settle();
    const early = body.body();
    expect(early).toBeInstanceOf(Readable);
    const earlyBytes = buffer(early as Readable);
    for (let i = 1; i < parts.length; i++) {
      release();
      await settle();
    }
    await body.finished;
    const whole = body.body();
    expect(Buffer.isBuffer(whole)).toBe(true);
    expect((whole as Buffer).toString()).toBe(parts.join(''));
    // The reader that started before completion still gets every byte, once.
    expect((await earlyBytes).toString()).toBe(parts.join(''));
    expect((await buffer(body.reader())).toString()).toBe(parts.join(''));
  });

  it('joins a body bigger than MAX_WHOLE_BYTES into one buffer too, a segment at a time', async () => {
    async function* big() {
      yield Buffer.alloc(MAX_WHOLE_BYTES, 1);
      yield Buffer.from([2]);
    }
    const body = new SharedBody(big());
    // Complete before it is joined: sent from its segments meanwhile.
    while (!body.complete) await settle();
    const meanwhile = body.body();
    await body.finished;
    const answer = body.body();
    expect(Buffer.isBuffer(answer)).toBe(true);
    expect((answer as Buffer).length).toBe(MAX_WHOLE_BYTES + 1);
    expect((answer as Buffer).at(-1)).toBe(2);
    const streamed = Buffer.isBuffer(meanwhile) ? meanwhile : await buffer(meanwhile);
    expect(streamed.equals(answer as Buffer)).toBe(true);
  });

  it('joins small chunks into segments without losing the place of a reader that follows it', async () => {
    // Chunks of 100,000 bytes, each byte its chunk's number: a misplaced byte shows.
    const count = Math.ceil((MAX_WHOLE_BYTES + SEGMENT_BYTES) / 100_000);
    const parts = Array.from({ length: count }, (_, i) => Buffer.alloc(100_000, i % 251));
    const expected = Buffer.concat(parts);
    const { source, release } = gatedSource(parts.map((part) => part.toString('latin1')));
    const body = new SharedBody(
      (async function* () {
        for await (const part of source) yield Buffer.from(part, 'latin1');
      })(),
    );
    release();
    await settle();
    const early = buffer(body.body() as Readable);
    for (let i = 1; i < count; i++) {
      release();
      await settle();
      if (i === 15) expect(body.complete).toBe(false);
    }
    while (!body.complete) await settle();
    // Complete, not yet joined: sent in segments of about SEGMENT_BYTES, not the source's chunks.
    const kept = body.body();
    expect(kept).toBeInstanceOf(Readable);
    const chunks: Buffer[] = [];
    for await (const chunk of kept as Readable) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(expected)).toBe(true);
    expect(chunks.length).toBeLessThanOrEqual(Math.ceil(expected.length / SEGMENT_BYTES));
    await body.finished;
    expect((await early).equals(expected)).toBe(true);
    expect((body.body() as Buffer).equals(expected)).toBe(true);
    expect(body.bytes).toBe(expected.length);
  });

  it('has no buffer when its making failed, and its stream fails', async () => {
    async function* failing() {
      yield 'partial';
      throw new Error('the source broke');
    }
    const body = new SharedBody(failing());
    await body.finished;
    expect(body.failed).toBe(true);
    const answer = body.body();
    expect(answer).toBeInstanceOf(Readable);
    await expect(buffer(answer as Readable)).rejects.toThrow('the source broke');
  });
});
