import type { Db } from '../schema/db.js';
import type { IdentityCollision } from '../schema/accounts/identity-collisions.table.js';

/** What the identity-keys migration found, oldest first. */
export async function listIdentityCollisions(db: Db): Promise<IdentityCollision[]> {
  return db.selectFrom('identity_collisions').selectAll().orderBy('id').execute();
}

/** The account's collisions of this kind are resolved: it has a key of its own again. */
export async function deleteIdentityCollisions(
  db: Db,
  userId: number,
  kind: IdentityCollision['kind'],
): Promise<void> {
  await db
    .deleteFrom('identity_collisions')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
}
