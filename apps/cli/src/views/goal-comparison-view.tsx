import type { ConfigDifference } from '@orrery/domain/config';
import { Box, Text } from 'ink';
import type { GoalComparison } from '../services/simulate-compare.js';
import { valueText } from './config-view.js';
import { Table } from './table.js';

const cell = (line: GoalComparison['live']) =>
  line === null ? '—' : `${line.holds ? '✓' : '✗'} ${line.figure}`;

/** The draft's changes, then each economy goal under the live config and the draft. */
export function GoalComparisonView({
  differences,
  goals,
}: {
  differences: ConfigDifference[];
  goals: GoalComparison[];
}) {
  const moved = goals.filter((g) => g.moved).length;
  return (
    <Box flexDirection="column">
      <Table
        title="The draft changes"
        columns={[
          { header: 'key' },
          { header: 'live', align: 'right' },
          { header: 'draft', align: 'right' },
        ]}
        rows={differences.map((d) => [d.key, valueText(d.before), valueText(d.after)])}
        empty="Nothing: the draft is the live config."
      />
      <Text> </Text>
      <Table
        title="Economy goals, same seed and players"
        columns={[{ header: 'goal' }, { header: 'live' }, { header: 'draft' }, { header: '' }]}
        rows={goals.map((g) => [g.goal, cell(g.live), cell(g.draft), g.moved ? 'moved' : ''])}
      />
      <Text>{moved === 0 ? 'No goal moves.' : `${moved} goal${moved === 1 ? '' : 's'} move.`}</Text>
    </Box>
  );
}
