import { Box, Text } from 'ink';

export interface Column {
  header: string;
  align?: 'left' | 'right';
}

interface Props {
  columns: Column[];
  rows: string[][];
  title?: string;
  /** Shown instead of the header when there are no rows. */
  empty?: string;
}

/** A borderless table: bold headers, columns padded to their widest cell. */
export function Table({ columns, rows, title, empty }: Props) {
  const widths = columns.map((column, i) =>
    Math.max(column.header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const cell = (text: string, i: number) => {
    const width = widths[i] ?? 0;
    return columns[i]?.align === 'right' ? text.padStart(width) : text.padEnd(width);
  };
  const line = (cells: string[]) => cells.map(cell).join('  ').trimEnd();
  return (
    <Box flexDirection="column">
      {title !== undefined && <Text bold>{title}</Text>}
      {rows.length === 0 && empty !== undefined ? (
        <Text>{empty}</Text>
      ) : (
        <Text bold>{line(columns.map((column) => column.header))}</Text>
      )}
      {rows.map((row, i) => (
        <Text key={i}>{line(row)}</Text>
      ))}
    </Box>
  );
}
