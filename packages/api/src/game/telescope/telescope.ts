import { type Db } from '@orrery/db';
import { findUserById, lockUser, updateUser } from '@orrery/db/accounts';
import { recordTransaction } from '@orrery/db/economy';
import { telescopeRange, telescopeUpgradeCost } from '@orrery/domain';
import type { GameConfig } from '@orrery/domain/config';
import { evaluateAchievements } from '../achievements/achievements.js';
import { loadGameConfig } from '../core/config.js';
import { accountGone, GameError } from '../core/errors.js';
import type { TelescopeInfo, TelescopeUpgrade } from '../core/views.js';
import { inTransaction } from '../../events/bus.js';

export function telescopeInfo(config: GameConfig, level: number): TelescopeInfo {
  const info: TelescopeInfo = {
    currentLevel: level,
    upgradeCost: telescopeUpgradeCost(config, level),
    range: telescopeRange(config, level),
    maxLevel: config.telescope.maxLevel,
  };
  if (level < config.telescope.maxLevel) info.nextRange = telescopeRange(config, level + 1);
  return info;
}

export async function getTelescope(db: Db, userId: number): Promise<TelescopeInfo> {
  const user = await findUserById(db, userId);
  if (!user) throw accountGone();
  return telescopeInfo(await loadGameConfig(db), user.telescope_level);
}

/**
 * Raises the telescope one level for exactly its upgrade cost; answers the new level's info and the
 * achievements the upgrade completed (their rewards are already in the balance).
 */
export async function upgradeTelescope(
  db: Db,
  userId: number,
  now: Date,
): Promise<TelescopeUpgrade> {
  return inTransaction(db, async (trx) => {
    const user = await lockUser(trx, userId);
    if (!user) throw accountGone();
    const config = await loadGameConfig(trx);
    const cost = telescopeUpgradeCost(config, user.telescope_level);
    if (cost === null) {
      throw new GameError('RULE_VIOLATION', 'Telescope is already at its maximum level');
    }
    if (user.currency < cost)
      throw new GameError('RULE_VIOLATION', 'Insufficient credits for upgrade');
    const level = user.telescope_level + 1;
    await recordTransaction(trx, {
      user_id: userId,
      reason: 'telescope',
      description: `Telescope level ${level}`,
      amount: -cost,
      created_at: now.toISOString(),
    });
    await updateUser(trx, userId, { telescope_level: level });
    const newlyObtainedAchievements = await evaluateAchievements(trx, userId, config, now);
    return { ...telescopeInfo(config, level), newlyObtainedAchievements };
  });
}
