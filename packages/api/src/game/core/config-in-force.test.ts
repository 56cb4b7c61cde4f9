import { closeDatabase, openDatabase } from '@orrery/db';
import { lockUser } from '@orrery/db/accounts';
import { testDialect, waitForLockWaiters } from '@orrery/db/testing';
import type { GameConfig } from '@orrery/domain/config';
import { afterEach, describe, expect, it } from 'vitest';
import { register } from '../accounts/index.js';
import { collectSystem } from '../collect/index.js';
import { claimGoal } from '../goals/index.js';
import { getBalance, grantCredits } from '../ledger/index.js';
import { applyCardFinish, nameSystem } from '../sinks/index.js';
import { upgradeTelescope } from '../telescope/index.js';
import { defaultGameConfig, updateGameConfig } from './index.js';
import {
  at,
  newPlayer,
  placedGameDb,
  T0,
  type GameDb,
  OFFER_KEY,
} from '../../../test/game/game-db.js';

// Every rule that charges or pays reads the game config inside its transaction, after the player's
// lock, so a rebalance committed while the player waited is the one in force. The interleaving is
// made real here: another connection holds the player's row lock and changes the config, the rule
// queues behind the lock, then the change commits. PostgreSQL only: SQLite's single writer runs
// the whole transaction under one file lock, and one process cannot hold it while waiting on it.

let g: GameDb;
afterEach(async () => g.cleanup());

/** A player holding sys0 with `credits` Ϟ. */
async function holder(credits: number): Promise<number> {
  g = await placedGameDb([
    [0, 0, 0],
    [100, 0, 0],
  ]);
  const { id } = await register(g.db, newPlayer(), T0);
  await collectSystem(g.db, id, 'sys0', T0, OFFER_KEY);
  const { balance } = await getBalance(g.db, id);
  await grantCredits(g.db, id, credits - balance, 'test', T0);
  return id;
}

/** Runs `rule` while another connection holds `userId`'s lock and commits `patch` before letting go. */
async function behindConfigChange<T>(
  userId: number,
  patch: Partial<GameConfig>,
  rule: () => Promise<T>,
): Promise<T> {
  const other = openDatabase(g.target);
  try {
    let pending: Promise<T> | undefined;
    await other.transaction().execute(async (trx) => {
      await lockUser(trx, userId);
      await updateGameConfig(trx, patch);
      pending = rule();
      pending.catch(() => undefined); // awaited below, once the change is committed
      await waitForLockWaiters(g.target);
    });
    return await pending!;
  } finally {
    await closeDatabase(other);
  }
}

const defaults = defaultGameConfig();

describe.runIf(testDialect === 'postgres')('the config in force after the player’s lock', () => {
  it('naming rights cost the price a rebalance set while the player waited', async () => {
    const player = await holder(5000);
    const sinks = { ...defaults.sinks, naming: { ...defaults.sinks.naming, price: 700 } };
    const named = await behindConfigChange(player, { sinks }, () =>
      nameSystem(g.db, player, 'sys0', 'New Hope', at(1)),
    );
    expect(named.currency).toBe(5000 - 700);
    expect((await getBalance(g.db, player)).balance).toBe(4300);
  });

  it('a card finish costs the price in force', async () => {
    const player = await holder(5000);
    const sinks = { ...defaults.sinks, finishes: { ...defaults.sinks.finishes, foil: 333 } };
    const finished = await behindConfigChange(player, { sinks }, () =>
      applyCardFinish(g.db, player, 'sys0', 'foil', at(1)),
    );
    expect(finished.currency).toBe(5000 - 333);
  });

  it('a telescope upgrade costs the price in force', async () => {
    const player = await holder(5000);
    const telescope = { ...defaults.telescope, upgradeBaseCost: 1234 };
    await behindConfigChange(player, { telescope }, () => upgradeTelescope(g.db, player, at(1)));
    expect((await getBalance(g.db, player)).balance).toBe(5000 - 1234);
  });

  it('a goal pays the reward in force', async () => {
    const player = await holder(1000);
    const goals = defaults.goals.map((goal) =>
      goal.id === 'daily-survey' ? { ...goal, rewardCredits: 77 } : goal,
    );
    await behindConfigChange(player, { goals }, () =>
      claimGoal(g.db, player, 'daily-survey', at(1)),
    );
    expect((await getBalance(g.db, player)).balance).toBe(1000 + 77);
  });
});
