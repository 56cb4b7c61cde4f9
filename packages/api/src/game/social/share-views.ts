import { type Db } from '@orrery/db';
import { findSystemByHash } from '@orrery/db/systems';
import { GameError } from '../core/errors.js';
import { cardViews } from '../systems/galaxy.js';
import type { SystemCard } from '../core/views.js';

/**
 * A system's card by hash, as the guide shows it (hidden values absent while undiscovered): what a
 * share image is drawn from.
 */
export async function getSystemCard(db: Db, hash: string): Promise<SystemCard> {
  const row = await findSystemByHash(db, hash);
  if (!row) throw new GameError('NOT_FOUND', 'Solar system not found');
  const [card] = await cardViews(db, [row]);
  return card!;
}
