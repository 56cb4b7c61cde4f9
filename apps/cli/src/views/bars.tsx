import { Box, Text } from 'ink';
import { formatCount, formatShare } from '@orrery/format';

export interface BarItem {
  label: string;
  count: number;
  color?: string;
}

interface Props {
  title: string;
  items: BarItem[];
  /** The whole the percentages refer to; defaults to the sum of the counts. */
  total?: number;
  /** Characters for a 100% bar. */
  width?: number;
}

/** Horizontal bars with counts and percentages, one line per item. */
export function Bars({ title, items, total, width = 30 }: Props) {
  const whole = total ?? items.reduce((sum, item) => sum + item.count, 0);
  const labelWidth = Math.max(0, ...items.map((item) => item.label.length));
  const countWidth = Math.max(0, ...items.map((item) => formatCount(item.count).length));
  return (
    <Box flexDirection="column">
      <Text bold>{title}</Text>
      {items.map((item) => {
        const filled = whole === 0 ? 0 : Math.round((item.count / whole) * width);
        return (
          <Text key={item.label}>
            {item.label.padEnd(labelWidth)} <Text color={item.color}>{'█'.repeat(filled)}</Text>
            {' '.repeat(width - filled)} {formatCount(item.count).padStart(countWidth)}{' '}
            {formatShare(item.count, whole).padStart(6)}
          </Text>
        );
      })}
    </Box>
  );
}
