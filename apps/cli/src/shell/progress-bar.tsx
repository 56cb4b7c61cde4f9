import { Text } from 'ink';
import { progressLine, type ProgressState } from './progress-line.js';

/** The progress line on a terminal: progress-line.ts's text with the bar in colour. */
export function ProgressBar(props: ProgressState) {
  const { label, filled, empty, after } = progressLine(props);
  return (
    <Text wrap="truncate-end">
      {label} [<Text color="cyan">{filled}</Text>
      {empty}] {after}
    </Text>
  );
}
