import type { RebalancePlan } from '@orrery/api/game/tuning';
import { RARITIES } from '@orrery/domain';
import { Box, Text } from 'ink';
import { countOf, formatCount, formatNumber, formatScore, formatShare } from '@orrery/format';
import { Table } from './table.js';

const share = (count: number, total: number) =>
  `${formatCount(count)} (${formatShare(count, total)})`;

/** Before/after per tier against the target, with the thresholds that get there. */
export function RebalanceView({ plan, dryRun }: { plan: RebalancePlan; dryRun: boolean }) {
  const threshold = (config: RebalancePlan['before'], tier: (typeof RARITIES)[number]) =>
    tier === 'COMMON' ? '-' : `≥ ${formatScore(config.thresholds[tier])}`;
  return (
    <Box flexDirection="column" gap={1}>
      <Table
        title={`Rarity over ${formatCount(plan.systems)} systems`}
        columns={[
          { header: 'Tier' },
          { header: 'Target', align: 'right' },
          { header: 'Before', align: 'right' },
          { header: 'After', align: 'right' },
          { header: 'Threshold before', align: 'right' },
          { header: 'Threshold after', align: 'right' },
        ]}
        rows={RARITIES.map((tier) => [
          tier,
          `${formatNumber(plan.target[tier])}%`,
          share(plan.countsBefore[tier], plan.systems),
          share(plan.countsAfter[tier], plan.systems),
          threshold(plan.before, tier),
          threshold(plan.after, tier),
        ])}
      />
      <Table
        title="Share of players' collects (90 each, telescope level 1, pity and guarantees)"
        columns={[
          { header: 'Tier' },
          { header: 'Before', align: 'right' },
          { header: 'After', align: 'right' },
        ]}
        rows={RARITIES.map((tier) => [
          tier,
          formatShare(plan.collectedBefore[tier], 1),
          formatShare(plan.collectedAfter[tier], 1),
        ])}
      />
      <Text>
        {countOf(plan.changes.length, 'system')} {plan.changes.length === 1 ? 'changes' : 'change'}.{' '}
        {dryRun ? (
          <Text color="yellow">Dry run: nothing stored.</Text>
        ) : (
          <Text color="green">Stored the new rarity config and every system&apos;s rarity.</Text>
        )}
      </Text>
    </Box>
  );
}
