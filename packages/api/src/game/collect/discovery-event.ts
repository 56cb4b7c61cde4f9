import { type Db } from '@orrery/db';
import { type User } from '@orrery/db/accounts';
import { isProfilePrivate } from '@orrery/db/profiles';
import { type SystemRow } from '@orrery/db/systems';
import type { GameEvent } from '@orrery/domain/events';

/**
 * The public `discovery` event of a collect. The discoverer is named as public reads name them
 * (their society's name), and not at all when their profile is private.
 */
export async function discoveryEventOf(
  trx: Db,
  system: Pick<SystemRow, 'hash' | 'name' | 'rarity' | 'sector' | 'x' | 'y' | 'z'>,
  discoverer: Pick<User, 'id' | 'username'>,
  discoveredAt: string,
): Promise<GameEvent> {
  const named = !(await isProfilePrivate(trx, discoverer.id));
  return {
    type: 'discovery',
    audience: { kind: 'public' },
    data: {
      hash: system.hash,
      name: system.name,
      rarity: system.rarity,
      sector: system.sector,
      coordinates: { x: system.x, y: system.y, z: system.z },
      ...(named ? { society: discoverer.username } : {}),
      discoveredAt,
    },
  };
}
