import { type Db } from '@orrery/db';
import { findUserByUsername } from '@orrery/db/accounts';
import { blockSociety, unblockSociety } from '@orrery/db/trades';
import { GameError } from '../core/errors.js';
import { NO_SUCH_SOCIETY } from './trade-messages.js';
import type { BlockResult } from './trade-views.js';

export const BLOCK_SELF = 'You cannot block your own society';

/** Blocks (or, `blocked` false, unblocks) a society: a blocked society's offers are refused. */
export async function setSocietyBlock(
  db: Db,
  userId: number,
  name: string,
  blocked: boolean,
  now: Date,
): Promise<BlockResult> {
  const other = await findUserByUsername(db, name.trim());
  if (!other) throw new GameError('NOT_FOUND', NO_SUCH_SOCIETY);
  if (other.id === userId) throw new GameError('INVALID_INPUT', BLOCK_SELF);
  if (blocked) await blockSociety(db, userId, other.id, now.toISOString());
  else await unblockSociety(db, userId, other.id);
  return { society: other.username, blocked };
}
