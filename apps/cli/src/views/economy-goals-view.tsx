import { Box, Text } from 'ink';
import { formatCount, formatFixed } from '@orrery/format';
import type { EconomyGoals } from '../services/simulate-goals.js';

const mark = (holds: boolean) => (holds ? '✓' : '✗');
const TIER_NAMES = { EPIC: 'an Epic', LEGENDARY: 'a Legendary' } as const;

/** The economy's goals, each with the figures it was decided on (null: the run is too short). */
export function EconomyGoalsView({ goals }: { goals: EconomyGoals }) {
  const lines: [boolean, string][] = [];
  for (const [tier, g] of Object.entries(goals.guarantees)) {
    lines.push([
      g.holds,
      `Every player has ${TIER_NAMES[tier as keyof typeof TIER_NAMES]} within ${g.within} collects (${formatCount(g.players)} did not)`,
    ]);
  }
  for (const [strategy, b] of Object.entries(goals.balances)) {
    lines.push([
      b.holds,
      `${strategy}: median balance on day ${b.day} ${formatCount(b.balanceP50)} Ϟ under 10 days of income (${formatFixed(b.dailyIncomeP50, 1)} Ϟ a day)`,
    ]);
  }
  if (goals.goalIncome) {
    const g = goals.goalIncome;
    lines.push([
      g.holds,
      `Goal income days 31–90 ${formatFixed(g.days31to90, 1)} Ϟ a player-day, at least half of days 8–30 (${formatFixed(g.days8to30, 1)})`,
    ]);
  }
  if (goals.upgraderAtTop) {
    const u = goals.upgraderAtTop;
    lines.push([
      u.holds,
      `Median upgrader on day ${u.day} at telescope level ${u.p50} of ${u.maxLevel}`,
    ]);
  }
  return (
    <Box flexDirection="column">
      <Text bold>Economy goals</Text>
      {lines.map(([holds, text], i) => (
        <Text key={i} color={holds ? 'green' : 'red'}>
          {mark(holds)} {text}
        </Text>
      ))}
    </Box>
  );
}
