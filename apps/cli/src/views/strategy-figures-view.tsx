import { Box } from 'ink';
import { formatCount, formatFixed } from '@orrery/format';
import type { SimulationReport } from '../services/simulate-economy.js';
import { FIRST_TIERS, type FirstCollects, type Spread } from '../services/simulate-figures.js';
import { STRATEGIES } from '../services/simulate-strategies.js';
import { Table } from './table.js';

type ByStrategy = SimulationReport['byStrategy'];

/** `p50 / p90` of a figure read on a day. */
const spread = (s: Spread) => `${formatCount(s.p50)} / ${formatCount(s.p90)}`;

/**
 * `p50 / p95 / max`, "never" where the players who got none decide it, how many never did, and the
 * longest run without the tier anywhere.
 */
function firsts(f: FirstCollects): string {
  const value = (v: number | null) => (v === null ? 'never' : formatCount(v));
  const never = f.never > 0 ? ` (${formatCount(f.never)} never)` : '';
  return `${value(f.p50)} / ${value(f.p95)} / ${value(f.max)}${never}, run ${formatCount(f.longestRun)}`;
}

/** One row per strategy, one column per day the figure was read on (all strategies share them). */
function PerDay({
  byStrategy,
  title,
  cells,
}: {
  byStrategy: ByStrategy;
  title: string;
  cells: (s: ByStrategy['saver']) => { day: number; text: string }[];
}) {
  const days = cells(byStrategy[STRATEGIES[0]]).map((c) => c.day);
  return (
    <Table
      title={title}
      columns={[
        { header: 'Strategy' },
        ...days.map((day) => ({ header: `Day ${day}`, align: 'right' as const })),
      ]}
      rows={STRATEGIES.map((strategy) => [
        strategy,
        ...cells(byStrategy[strategy]).map((c) => c.text),
      ])}
    />
  );
}

/** The designer's per-strategy figures, compactly: the JSON's byStrategy (docs/cli.md). */
export function StrategyFiguresView({ byStrategy }: { byStrategy: ByStrategy }) {
  const sources = [
    ...new Set(STRATEGIES.flatMap((s) => Object.keys(byStrategy[s].income.bySource))),
  ].sort();
  return (
    <Box flexDirection="column" gap={1}>
      <PerDay
        byStrategy={byStrategy}
        title="Balance p50 / p90 (Ϟ)"
        cells={(s) => s.balance.map((b) => ({ day: b.day, text: spread(b) }))}
      />
      <PerDay
        byStrategy={byStrategy}
        title="Collections p50 / p90"
        cells={(s) => s.collections.map((c) => ({ day: c.day, text: spread(c) }))}
      />
      <PerDay
        byStrategy={byStrategy}
        title="Telescope level p50"
        cells={(s) => s.telescopeLevel.map((t) => ({ day: t.day, text: formatCount(t.p50) }))}
      />
      <Table
        title="Income by source over the run (Ϟ, all the strategy's players)"
        columns={[
          { header: 'Strategy' },
          ...sources.map((source) => ({ header: source, align: 'right' as const })),
          { header: 'Total', align: 'right' },
          { header: 'Per day p50', align: 'right' },
        ]}
        rows={STRATEGIES.map((strategy) => {
          const { income, dailyIncomeP50 } = byStrategy[strategy];
          return [
            strategy,
            ...sources.map((source) => formatCount(income.bySource[source] ?? 0)),
            formatCount(income.total),
            formatFixed(dailyIncomeP50, 1),
          ];
        })}
      />
      <Table
        title="Collects to the first of a tier or better: p50 / p95 / max, longest run without"
        columns={[
          { header: 'Strategy' },
          ...FIRST_TIERS.map((tier) => ({ header: tier, align: 'right' as const })),
        ]}
        rows={STRATEGIES.map((strategy) => [
          strategy,
          ...FIRST_TIERS.map((tier) => firsts(byStrategy[strategy].firstCollects[tier])),
        ])}
      />
    </Box>
  );
}
