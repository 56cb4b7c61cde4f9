import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/index.js';
import { seedSystems } from '../src/seed/index.js';
import { migrations } from '../src/migrations/index.js';
import { createTestDatabase } from '../src/testing/index.js';
import { fakeSystems } from './fake-systems.js';
import { migrateToJustBefore, seedBeforeCardShapes } from './migrate-before.js';
import { insertTestUserBeforeKeys } from './test-user.js';

const now = new Date('2026-03-04T12:00:00Z');
const rows = [...fakeSystems(0, 10)];

describe('the tier guarantees migration', () => {
  it('counts each offer row’s runs below Epic and without Legendary from its discoveries', async () => {
    const t = await createTestDatabase();
    try {
      await migrateToJustBefore(t.db, '20261126T1140-tier-guarantees');
      await seedBeforeCardShapes(t.db, () =>
        seedSystems(
          t.db,
          { seed: 'runs', size: rows.length, generatorVersion: 1, config: '{}' },
          (start) => rows.slice(start),
          { now },
        ),
      );
      // In discovery order: COMMON, LEGENDARY, COMMON, EPIC, RARE, COMMON.
      const found = ['COMMON', 'LEGENDARY', 'COMMON', 'EPIC', 'RARE', 'COMMON'] as const;
      for (const [id, rarity] of found.entries()) {
        await t.db.updateTable('systems').set({ rarity }).where('id', '=', id).execute();
      }
      const player = await insertTestUserBeforeKeys(t.db, 'player', now);
      const other = await insertTestUserBeforeKeys(t.db, 'other', now);
      for (const [i] of found.entries()) {
        const discoveredAt = new Date(Date.parse('2026-03-01T00:00:00Z') + i * 86_400_000);
        // The schema of that step: no holder_id yet.
        await t.db
          .insertInto('discoveries')
          .values({ system_id: i, user_id: player.id, discovered_at: discoveredAt.toISOString() })
          .execute();
      }
      await t.db
        .insertInto('discoveries')
        .values({ system_id: 9, user_id: other.id, discovered_at: now.toISOString() })
        .execute();
      const offerRow = { collects: 6, below_rare: 1, system_id: null, drawn_at: null, draws: 0 };
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const old = t.db as any;
      await old
        .insertInto('collect_offers')
        .values({ user_id: player.id, ...offerRow })
        .execute();
      await old
        .insertInto('collect_offers')
        .values({ ...offerRow, user_id: other.id, collects: 0, below_rare: 0 })
        .execute();
      await migrateToLatest(t.db, migrations);
      const after = await t.db
        .selectFrom('collect_offers')
        .select(['user_id', 'below_rare', 'below_epic', 'below_legendary'])
        .orderBy('user_id')
        .execute();
      expect(after).toEqual([
        { user_id: player.id, below_rare: 1, below_epic: 2, below_legendary: 4 },
        // One discovery (its rarity whatever the fake row says), so a run of 0 or 1.
        expect.objectContaining({ user_id: other.id, below_rare: 0 }),
      ]);
    } finally {
      await t.cleanup();
    }
  });
});
