import { Box, Text } from 'ink';
import type { GalaxyStats } from '@orrery/api/game/operations';
import { RARITIES } from '@orrery/domain';
import { formatCount, formatShare, planetTypeLabel, typeLabel } from '@orrery/format';
import { Bars } from './bars.js';
import type { BarItem } from './bars.js';
import { RARITY_COLORS } from './rarity-colors.js';

const items = (
  counts: Partial<Record<string, number>>,
  label: (key: string) => string = typeLabel,
): BarItem[] =>
  Object.entries(counts).map(([key, count]) => ({ label: label(key), count: count ?? 0 }));

/** `orrery stats`: totals, then one bar chart per distribution. */
export function StatsView({ stats }: { stats: GalaxyStats }) {
  const { galaxy } = stats;
  return (
    <Box flexDirection="column" gap={1}>
      <Box flexDirection="column">
        <Text>
          Galaxy <Text bold>{galaxy.seed}</Text> · generator v{galaxy.generatorVersion} · profile{' '}
          {galaxy.profileDigest.slice(0, 12)}
          {galaxy.defaultProfile ? ' (default)' : ''}
        </Text>
        <Text>
          {formatCount(stats.systems)} systems · {formatCount(stats.discovered)} discovered (
          {formatShare(stats.discovered, stats.systems)}) · {formatCount(stats.stars)} stars ·{' '}
          {formatCount(stats.planets)} planets · {formatCount(stats.moons)} moons
        </Text>
      </Box>
      <Bars
        title="Rarity"
        items={RARITIES.map((tier) => ({
          label: tier,
          count: stats.rarity[tier],
          color: RARITY_COLORS[tier],
        }))}
      />
      <Bars title="Card types" items={items(stats.cardTypes)} />
      <Bars title="Star types" items={items(stats.starTypes)} />
      <Bars title="Planet types" items={items(stats.planetTypes, planetTypeLabel)} />
    </Box>
  );
}
