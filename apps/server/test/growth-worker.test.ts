import { register } from '@orrery/api/game/accounts';
import { defaultGameConfig } from '@orrery/api/game/core';
import { seedGalaxy } from '@orrery/api/game/operations';
import { type Db } from '@orrery/db';
import { getGalaxy, listGrowths } from '@orrery/db/galaxy';
import { createTestDatabase, type TestDatabase } from '@orrery/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { autoGrowOnce, type AutoGrowthState } from '../src/workers/growth-worker.js';

const T0 = new Date('2026-03-01T12:00:00Z');
let database: TestDatabase | undefined;

afterEach(async () => {
  await database?.cleanup();
  database = undefined;
});

/** A version 3 galaxy of `size` with the growth rule `enabled`, and `discovered` systems held. */
async function galaxy(size: number, discovered: number, enabled = true): Promise<Db> {
  database = await createTestDatabase();
  const { db } = database;
  const config = {
    ...defaultGameConfig(3),
    growth: { enabled, whenUndiscoveredBelow: 0.2, growBy: 0.5 },
  };
  await seedGalaxy(db, { seed: 'auto-grow', size, generatorVersion: 3 }, T0, { config });
  const player = await register(
    db,
    {
      email: 'grower@example.com',
      username: 'Growers',
      suffix: '',
      password: 'correct horse battery staple',
    },
    T0,
  );
  for (let id = 0; id < discovered; id++) {
    await db
      .insertInto('discoveries')
      .values({ system_id: id, user_id: player.id, discovered_at: T0.toISOString() })
      .execute();
  }
  return db;
}

describe('the auto-grow worker', () => {
  it('grows the galaxy by half when fewer than a fifth of its systems are undiscovered', async () => {
    const db = await galaxy(40, 33);
    expect(await autoGrowOnce(db, T0)).toBe('grew');
    expect((await getGalaxy(db))?.size).toBe(60);
    expect((await listGrowths(db)).map((g) => [g.from_size, g.to_size, g.state])).toEqual([
      [40, 60, 'done'],
    ]);
    // 27 of 60 undiscovered now: the rule rests.
    expect(await autoGrowOnce(db, T0)).toBe('idle');
  });

  it('rests while enough systems are undiscovered, or when the rule is off', async () => {
    const db = await galaxy(40, 32);
    expect(await autoGrowOnce(db, T0)).toBe('idle');
    await database?.cleanup();
    const off = await galaxy(40, 40, false);
    expect(await autoGrowOnce(off, T0)).toBe('idle');
    expect((await getGalaxy(off))?.size).toBe(40);
  });

  it('lets one of two servers looking at once grow', async () => {
    const db = await galaxy(40, 36);
    const looks = await Promise.all([autoGrowOnce(db, T0), autoGrowOnce(db, T0)]);
    expect(looks.filter((look) => look === 'grew')).toHaveLength(1);
    expect((await getGalaxy(db))?.size).toBe(60);
    expect(await listGrowths(db)).toHaveLength(1);
  });

  it('waits after each batch for what the server asks (its WAL checkpoints catching up)', async () => {
    const db = await galaxy(40, 36);
    const sizesSeen: number[] = [];
    const state: AutoGrowthState = {
      batchSize: 5,
      betweenBatches: async () => {
        sizesSeen.push((await getGalaxy(db))!.size);
      },
    };
    expect(await autoGrowOnce(db, T0, state)).toBe('grew');
    expect(sizesSeen).toEqual([45, 50, 55, 60]);
  });

  it('resumes a growth left behind by a stopped server at its next look', async () => {
    const db = await galaxy(40, 36);
    let batches = 0;
    const stopped: AutoGrowthState = { stopping: () => ++batches > 0, batchSize: 5 };
    expect(await autoGrowOnce(db, T0, stopped)).toBe('busy');
    const left = (await getGalaxy(db))?.size;
    expect(left).toBeLessThan(60);
    const other: AutoGrowthState = {};
    // First look: it may still be moving. Second look, no progress: take it over.
    expect(await autoGrowOnce(db, T0, other)).toBe('busy');
    expect(await autoGrowOnce(db, T0, other)).toBe('resumed');
    expect((await getGalaxy(db))?.size).toBe(60);
  });
});
