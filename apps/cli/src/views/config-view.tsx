import type { ConfigHistoryEntry } from '@orrery/api/game/tuning';
import type { ConfigDifference } from '@orrery/domain/config';
import { Box, Text } from 'ink';
import { Table } from './table.js';

/** One row of `config show`: a key as the schema describes it and its values. */
export interface ConfigKeyRow {
  key: string;
  value: unknown;
  default: unknown;
  unit: string;
  meaning: string;
}

/** Widest a value's cell gets before it is cut with `…` (`--json` has the whole value). */
const MAX_VALUE_WIDTH = 40;

/**
 * A value in one short cell: numbers and text as they are, a list by its length, a record as
 * `name value` pairs.
 */
export function valueText(value: unknown): string {
  let text: string;
  if (Array.isArray(value)) text = `${value.length} items`;
  else if (typeof value === 'object' && value !== null) {
    text = Object.entries(value)
      .map(
        ([name, inner]) =>
          `${name} ${typeof inner === 'object' ? JSON.stringify(inner) : String(inner)}`,
      )
      .join(' · ');
  } else text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_WIDTH ? `${text.slice(0, MAX_VALUE_WIDTH - 1)}…` : text;
}

export function ConfigKeysView({ keys }: { keys: ConfigKeyRow[] }) {
  const changed = keys.filter((k) => JSON.stringify(k.value) !== JSON.stringify(k.default)).length;
  return (
    <Box flexDirection="column">
      <Table
        columns={[
          { header: 'key' },
          { header: 'value' },
          { header: 'default' },
          { header: 'unit' },
          { header: 'meaning' },
        ]}
        rows={keys.map((k) => {
          const same = JSON.stringify(k.value) === JSON.stringify(k.default);
          return [k.key, valueText(k.value), same ? '=' : valueText(k.default), k.unit, k.meaning];
        })}
      />
      <Text>
        {keys.length} keys, {changed} changed from the default (= means the default).
      </Text>
    </Box>
  );
}

export function ConfigDiffView({ differences }: { differences: ConfigDifference[] }) {
  return (
    <Table
      columns={[
        { header: 'key' },
        { header: 'live', align: 'right' },
        { header: 'new', align: 'right' },
      ]}
      rows={differences.map((d) => [d.key, valueText(d.before), valueText(d.after)])}
      empty="No key changes."
    />
  );
}

export function ConfigHistoryView({ history }: { history: ConfigHistoryEntry[] }) {
  if (history.length === 0) return <Text>No changes of the config yet.</Text>;
  return (
    <Table
      columns={[
        { header: 'when (UTC)' },
        { header: 'by' },
        { header: 'key' },
        { header: 'before', align: 'right' },
        { header: 'after', align: 'right' },
        { header: 'note' },
      ]}
      rows={history.flatMap((entry) =>
        entry.changes.map((c, i) => [
          i === 0 ? entry.changedAt.slice(0, 19).replace('T', ' ') : '',
          i === 0 ? entry.source : '',
          c.key,
          valueText(c.before),
          valueText(c.after),
          i === 0 ? (entry.note ?? '') : '',
        ]),
      )}
    />
  );
}
