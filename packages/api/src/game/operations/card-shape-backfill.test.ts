import { afterAll, beforeAll, expect, it } from 'vitest';
import { searchGuide } from '../systems/index.js';
import { backfillCardShapes } from './index.js';
import { seededGameDb, type GameDb } from '../../../test/game/game-db.js';

const SIZE = 700;
let g: GameDb;
let seeded: { id: number; card_shape: string | null }[];
beforeAll(async () => {
  g = await seededGameDb(SIZE, 'backfill');
  seeded = await shapes();
});
afterAll(async () => g.cleanup());

const shapes = () =>
  g.db.selectFrom('systems').select(['id', 'card_shape']).orderBy('id').execute();

it('stores the shape the seed would have, for a galaxy seeded without them', async () => {
  const query = { page: 5, limit: 100 };
  const cards = JSON.stringify((await searchGuide(g.db, query)).systems);
  await g.db.updateTable('systems').set({ card_shape: null }).execute();
  let pauses = 0;
  const stored = await backfillCardShapes(g.db, { slice: 64, pause: async () => void pauses++ });
  expect(stored).toBe(SIZE);
  expect(pauses).toBe(Math.ceil(SIZE / 64));
  expect(await shapes()).toEqual(seeded);
  expect(seeded.every((row) => row.card_shape !== null)).toBe(true);
  expect(JSON.stringify((await searchGuide(g.db, query)).systems)).toBe(cards);
  // Done: a second start finds nothing to do.
  expect(await backfillCardShapes(g.db)).toBe(0);
});

it('finishes a backfill cut short, keeping the shapes already stored', async () => {
  await g.db.updateTable('systems').set({ card_shape: null }).where('id', '>=', 300).execute();
  await g.db.updateTable('systems').set({ card_shape: 'G0/' }).where('id', '<', 10).execute();
  expect(await backfillCardShapes(g.db, { slice: 100 })).toBe(SIZE - 300);
  const after = await shapes();
  expect(after.slice(0, 10).every((row) => row.card_shape === 'G0/')).toBe(true);
  expect(after.slice(10)).toEqual(seeded.slice(10));
});

it('stops when the galaxy is replaced meanwhile', async () => {
  await g.db.updateTable('systems').set({ card_shape: null }).execute();
  const stored = await backfillCardShapes(g.db, {
    slice: 100,
    pause: async () => {
      await g.db.updateTable('galaxies').set({ created_at: '2030-01-01T00:00:00.000Z' }).execute();
    },
  });
  expect(stored).toBe(100);
});
