import { type Db } from '@orrery/db';
import { findUserByUsername, lockUser, type User } from '@orrery/db/accounts';
import { isProfilePrivate } from '@orrery/db/profiles';
import { blockSociety, isBlocked, unblockSociety, voidOpenTradesBetween } from '@orrery/db/trades';
import { inTransaction } from '../../events/bus.js';
import { accountGone, GameError } from '../core/errors.js';
import { emitTradeChanges } from './trade-events.js';
import { BLOCKED_SINCE, NO_SUCH_SOCIETY } from './trade-messages.js';
import type { BlockResult, BlockState } from './trade-views.js';

export const BLOCK_SELF = 'You cannot block your own society';

async function otherSociety(db: Db, userId: number, name: string): Promise<User> {
  const other = await findUserByUsername(db, name.trim());
  if (!other) throw new GameError('NOT_FOUND', NO_SUCH_SOCIETY);
  if (other.id === userId) throw new GameError('INVALID_INPUT', BLOCK_SELF);
  return other;
}

/**
 * Blocks (or, `blocked` false, unblocks) a society. While a block holds neither may offer the
 * other a trade, and blocking voids the open offers between the two, so none can be accepted.
 */
export async function setSocietyBlock(
  db: Db,
  userId: number,
  name: string,
  blocked: boolean,
  now: Date,
): Promise<BlockResult> {
  const other = await otherSociety(db, userId, name);
  if (!blocked) {
    await unblockSociety(db, userId, other.id);
    return { society: other.username, blocked };
  }
  await inTransaction(db, async (trx) => {
    if (!(await lockUser(trx, userId))) throw accountGone();
    await blockSociety(trx, userId, other.id, now.toISOString());
    const at = now.toISOString();
    const voided = await voidOpenTradesBetween(trx, userId, other.id, at, BLOCKED_SINCE);
    await emitTradeChanges(trx, voided, now);
  });
  return { society: other.username, blocked };
}

/**
 * Whether the player blocked the society, and whether it blocked the player. A private society is
 * not found, as its profile is not (docs/game-rules.md, "Profiles and leaderboards").
 */
export async function getBlockState(db: Db, userId: number, name: string): Promise<BlockState> {
  const other = await otherSociety(db, userId, name);
  if (await isProfilePrivate(db, other.id)) throw new GameError('NOT_FOUND', NO_SUCH_SOCIETY);
  return {
    society: other.username,
    blocked: await isBlocked(db, userId, other.id),
    blockedYou: await isBlocked(db, other.id, userId),
  };
}
