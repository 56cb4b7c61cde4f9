import { type Db } from '@orrery/db';
import { findSystemByHash } from '@orrery/db/systems';
import { GameError } from '../core/errors.js';
import { cardViews } from '../systems/galaxy.js';
import type { Discoverer, SystemCard } from '../core/views.js';

/** A share card: the system's card, and its holder when a trade moved it from its discoverer. */
export type ShareCard = SystemCard & {
  /** The holder's public name (null: a private society, never named). */
  heldBy?: Discoverer;
};

/**
 * A system's card by hash, as the guide shows it (hidden values absent while undiscovered), with
 * who holds it when that is not its discoverer, named by the holder's privacy: what a share page
 * and image are drawn from.
 */
export async function getSystemCard(db: Db, hash: string): Promise<ShareCard> {
  const row = await findSystemByHash(db, hash);
  if (!row) throw new GameError('NOT_FOUND', 'Solar system not found');
  const [card] = await cardViews(db, [row]);
  const share: ShareCard = card!;
  if (row.held_by_id !== null && row.held_by_id !== row.discovered_by_id) {
    share.heldBy = { username: row.holder_username };
  }
  return share;
}
