import { defaultGameConfig, galaxyParamsOf } from '@orrery/api/game/core';
import { systemRows } from '@orrery/api/game/operations';
import { testDialect } from '@orrery/db/testing';
import { describe, expect, it } from 'vitest';
import { generateInWorkers } from './generate-in-workers.js';

const galaxy = { seed: 'threads', size: 1_000, generatorVersion: 2 } as const;
const rarity = defaultGameConfig(2).rarity;

async function collect(batches: ReturnType<ReturnType<typeof generateInWorkers>>) {
  const all = [];
  for await (const batch of batches as AsyncIterable<unknown[]>) all.push(...batch);
  return all;
}

// No database here: server-pg would only repeat these.
describe.runIf(testDialect === 'sqlite')('generation on worker threads', () => {
  it('yields exactly the rows generated in process, in id order, from any start', async () => {
    // Batches of 70 over two threads: the last one short, each thread several, taken back in turn.
    const generate = generateInWorkers({ workers: 2, batchSize: 70 });
    expect(await collect(generate({ galaxy, rarity, start: 0 }))).toEqual([
      ...systemRows(galaxy, rarity, 0),
    ]);
    expect(await collect(generate({ galaxy, rarity, start: 930 }))).toEqual([
      ...systemRows(galaxy, rarity, 930),
    ]);
    expect(await collect(generate({ galaxy, rarity, start: galaxy.size }))).toEqual([]);
  });

  it("generates a profiled galaxy's rows on the threads, as in process", async () => {
    // As the server reads a stored galaxy: the row's profile JSON becomes the params' profile.
    const profiled = galaxyParamsOf({
      seed: galaxy.seed,
      size: galaxy.size,
      generator_version: 2,
      generation_profile: '{"multiplicity":{"base":0.9},"galaxy":{"arms":2}}',
    });
    const generate = generateInWorkers({ workers: 2, batchSize: 200 });
    const rows = await collect(generate({ galaxy: profiled, rarity, start: 0 }));
    expect(rows).toEqual([...systemRows(profiled, rarity, 0)]);
    expect(rows).not.toEqual([...systemRows(galaxy, rarity, 0)]);
    // Threads start slowly on a loaded machine; this is no timing goal.
  }, 60_000);

  it('a generator failure reaches the consumer', async () => {
    const broken = { ...galaxy, generatorVersion: 99 as never };
    const generate = generateInWorkers({ workers: 2, batchSize: 100 });
    await expect(collect(generate({ galaxy: broken, rarity, start: 0 }))).rejects.toThrow(
      'Generator version 99',
    );
  });
});
