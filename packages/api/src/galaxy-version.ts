import { createHash } from 'node:crypto';
import { getGalaxy, type Db } from '@orrery/db';

/**
 * A cheap fingerprint of everything the map list shows that can change: which galaxy it is, and
 * which systems are discovered by whom. It is read from the database on every map request, so a
 * discovery made by any server process (or the CLI) changes it at once. The discovery part is an
 * order-independent sum of one mixed (system, user) value per row: a collect, a released system or
 * a deleted account changes it (user ids are never reused).
 */
export async function mapVersion(db: Db): Promise<string> {
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
    ? [galaxy.seed, galaxy.size, galaxy.generator_version, galaxy.created_at, galaxy.status].join(
        '|',
      )
    : 'none';
  const galaxyTag = createHash('sha256').update(identity).digest('base64url').slice(0, 12);
  return `${galaxyTag}-${discoveries.count}-${discoveries.mix}`;
}
