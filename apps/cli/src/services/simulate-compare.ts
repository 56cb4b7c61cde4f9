import { formatCount, formatFixed } from '@orrery/format';
import type { EconomyGoals } from './simulate-goals.js';

// `orrery simulate --config <draft>`: the economy's goals of two runs on the same seed, the live
// config's and the draft's, side by side, so a designer sees which goals a draft moves.

/** One goal as a run decided it: whether it holds and the figure it was decided on. */
export interface GoalLine {
  goal: string;
  holds: boolean;
  figure: string;
}

/** A goal under the live config and under the draft; `moved` when it holds under one only. */
export interface GoalComparison {
  goal: string;
  live: GoalLine | null;
  draft: GoalLine | null;
  moved: boolean;
}

/** The goals of a run, one line each (a goal the run is too short for is left out). */
export function goalLines(goals: EconomyGoals): GoalLine[] {
  const lines: GoalLine[] = [];
  for (const [tier, g] of Object.entries(goals.guarantees)) {
    lines.push({
      goal: `${tier} within ${g.within} collects`,
      holds: g.holds,
      figure: `${formatCount(g.players)} players missed`,
    });
  }
  for (const [strategy, b] of Object.entries(goals.balances)) {
    lines.push({
      goal: `${strategy}: median balance day ${b.day} under 10 days of income`,
      holds: b.holds,
      figure: `${formatCount(b.balanceP50)} Ϟ vs ${formatFixed(b.dailyIncomeP50, 1)} Ϟ/day`,
    });
  }
  if (goals.goalIncome) {
    const g = goals.goalIncome;
    lines.push({
      goal: 'goal income days 31–90 ≥ half of days 8–30',
      holds: g.holds,
      figure: `${formatFixed(g.days31to90, 1)} vs ${formatFixed(g.days8to30, 1)} Ϟ/day`,
    });
  }
  if (goals.upgraderAtTop) {
    const u = goals.upgraderAtTop;
    lines.push({
      goal: `median upgrader at the top level by day ${u.day}`,
      holds: u.holds,
      figure: `level ${u.p50} of ${u.maxLevel}`,
    });
  }
  return lines;
}

/** Every goal of either run, in the live run's order, with the two runs' lines. */
export function compareGoals(live: EconomyGoals, draft: EconomyGoals): GoalComparison[] {
  const a = goalLines(live);
  const b = goalLines(draft);
  const names = [...new Set([...a, ...b].map((line) => line.goal))];
  return names.map((goal) => {
    const before = a.find((line) => line.goal === goal) ?? null;
    const after = b.find((line) => line.goal === goal) ?? null;
    return { goal, live: before, draft: after, moved: before?.holds !== after?.holds };
  });
}
