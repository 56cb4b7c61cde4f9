import type { Generated, Selectable } from 'kysely';

/**
 * An account that shared its address's or name's identity key with another when the keys were
 * introduced, and was left without it (the identity-keys migration writes these; an operator
 * resolves them, docs/operations.md).
 */
export interface IdentityCollisionsTable {
  id: Generated<number>;
  kind: 'email' | 'username';
  identity_key: string;
  /** The account without the key. */
  user_id: number;
  /** The account that kept it. */
  holder_id: number;
  found_at: string;
}

export type IdentityCollision = Selectable<IdentityCollisionsTable>;
