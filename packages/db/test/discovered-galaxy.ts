import { type Db } from '../src/index.js';
import { insertDiscovery } from '../src/discoveries/index.js';
import { seedSystems } from '../src/seed/index.js';
import { type NewSystem } from '../src/systems/index.js';
import { insertTestUser } from './test-user.js';

/** Seeds `rows` as a ready galaxy and marks `discovered` (system ids) as found by one player. */
export async function seedDiscoveredGalaxy(
  db: Db,
  rows: NewSystem[],
  discovered: Iterable<number>,
  now: Date,
): Promise<void> {
  await seedSystems(
    db,
    { seed: 'test-galaxy', size: rows.length, generatorVersion: 1, config: '{}' },
    (start) => rows.slice(start),
    { now },
  );
  const user = await insertTestUser(db, 'finder', now);
  await db.transaction().execute(async (trx) => {
    for (const id of discovered) {
      await insertDiscovery(trx, {
        system_id: id,
        user_id: user.id,
        discovered_at: now.toISOString(),
      });
    }
  });
}
