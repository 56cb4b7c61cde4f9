import { createHash } from 'node:crypto';
import { getGalaxy, type Db } from '@orrery/db';

/**
 * A fingerprint of everything the public galaxy reads (map, guide search, full systems) depend on:
 * which galaxy it is and its rules (rarity included), and which systems are discovered by whom.
 * It is read from the database, so a change made by any process (another server, the CLI) shows.
 * The discovery part is an order-independent sum of one mixed (system, user) value per row: a
 * collect, a released system or a deleted account changes it (user ids are never reused).
 */
export async function galaxyVersion(db: Db): Promise<string> {
  const [galaxy, discoveries] = await Promise.all([
    getGalaxy(db),
    db
      .selectFrom('discoveries')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn
          .coalesce(
            eb.fn.sum<number>(
              eb(
                eb(eb('system_id', '*', 2654435761), '+', eb('user_id', '*', 40503)),
                '%',
                4294967291,
              ),
            ),
            eb.lit(0),
          )
          .as('mix'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const identity = galaxy
    ? [
        galaxy.seed,
        galaxy.size,
        galaxy.generator_version,
        galaxy.created_at,
        galaxy.status,
        galaxy.config,
      ].join('|')
    : 'none';
  const galaxyTag = createHash('sha256').update(identity).digest('base64url').slice(0, 12);
  return `${galaxyTag}-${discoveries.count}-${discoveries.mix}`;
}
