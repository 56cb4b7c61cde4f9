import { describe, expect, it } from 'vitest';
import { compareGoals } from './simulate-compare.js';
import type { EconomyGoals } from './simulate-goals.js';

const goals = (epicMissed: number, upgraderLevel: number | null): EconomyGoals => ({
  guarantees: {
    EPIC: { within: 20, players: epicMissed, holds: epicMissed === 0 },
    LEGENDARY: { within: 60, players: 0, holds: true },
  },
  balances: { buyer: { day: 40, balanceP50: 300, dailyIncomeP50: 100, holds: true } },
  goalIncome: null,
  upgraderAtTop:
    upgraderLevel === null
      ? null
      : { day: 40, p50: upgraderLevel, maxLevel: 10, holds: upgraderLevel >= 10 },
});

describe('compareGoals', () => {
  it('pairs each goal of the two runs and marks the verdicts that move', () => {
    const compared = compareGoals(goals(0, 4), goals(2, 10));
    expect(compared.map((g) => [g.goal, g.moved])).toEqual([
      ['EPIC within 20 collects', true],
      ['LEGENDARY within 60 collects', false],
      ['buyer: median balance day 40 under 10 days of income', false],
      ['median upgrader at the top level by day 40', true],
    ]);
    expect(compared[0]).toMatchObject({
      live: { holds: true, figure: '0 players missed' },
      draft: { holds: false, figure: '2 players missed' },
    });
  });

  it('keeps a goal only one run could decide, as moved', () => {
    const [last] = compareGoals(goals(0, null), goals(0, 3)).slice(-1);
    expect(last).toMatchObject({ live: null, draft: { holds: false }, moved: true });
  });
});
