import { type Db } from '@orrery/db';
import { recordTransaction } from '@orrery/db/economy';
import { streakBonus, type Streak } from '@orrery/domain';
import type { GameConfig } from '@orrery/domain/config';

/**
 * Pays a collect's streak bonus as its own ledger row (reason `streak`), in the collect's
 * transaction: only a collect that counted a new day earns it, so a bought-down second collect
 * the same day pays none. Answers the bonus paid (0 for none).
 */
export async function payStreakBonus(
  trx: Db,
  userId: number,
  config: GameConfig,
  reward: number,
  counted: { streak: Streak; newDay: boolean },
  now: Date,
): Promise<number> {
  const bonus = counted.newDay ? streakBonus(config.streakBonus, reward, counted.streak.days) : 0;
  if (bonus > 0) {
    await recordTransaction(trx, {
      user_id: userId,
      reason: 'streak',
      description: `Day ${counted.streak.days} of a streak`,
      amount: bonus,
      created_at: now.toISOString(),
    });
  }
  return bonus;
}
