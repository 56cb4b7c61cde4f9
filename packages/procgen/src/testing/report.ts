import type { Difference } from './diff.js';
import type { SnapshotReport } from './snapshot-directory.js';

/** Long values (a whole moon that appeared) are cut to this many characters in text. */
const VALUE_WIDTH = 72;

function valueText(difference: Difference, side: 'before' | 'after'): string {
  if (!Object.hasOwn(difference, side)) return 'absent';
  const text = JSON.stringify(difference[side]);
  return text.length > VALUE_WIDTH ? `${text.slice(0, VALUE_WIDTH - 1)}…` : text;
}

/** `planets[2].radiusKm: 6371.2 → 6371.9`; a field one side lacks is `absent`. */
export function differenceLine(difference: Difference): string {
  const path = difference.path === '' ? '(the whole file)' : difference.path;
  return `${path}: ${valueText(difference, 'before')} → ${valueText(difference, 'after')}`;
}

const plural = (n: number, word: string) =>
  `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** The report's last line: how many systems matched or differ, and what happened to them. */
export function reportSummary(report: SnapshotReport): string {
  const { checked, differing, directory, updated } = report;
  const fields = differing.reduce((sum, system) => sum + system.differences.length, 0);
  if (differing.length === 0)
    return `${plural(checked, 'system')} ${checked === 1 ? 'matches' : 'match'} the snapshots in ${directory}.`;
  const counts = `${differing.length.toLocaleString('en-US')} of ${plural(checked, 'system')} (${plural(fields, 'field')})`;
  return updated
    ? `Updated ${counts} in ${directory}.`
    : `${counts} differ from the snapshots in ${directory}.`;
}

/**
 * The differing systems as plain text: a heading per system, one indented line per field
 * (snapshot value → regenerated value). Empty when every system matches.
 */
export function formatDifferences(report: SnapshotReport): string {
  const lines: string[] = [];
  for (const system of report.differing) {
    lines.push(
      `system ${system.index} (${system.file}): ${plural(system.differences.length, 'field')} ${system.differences.length === 1 ? 'differs' : 'differ'}`,
    );
    for (const difference of system.differences) lines.push(`  ${differenceLine(difference)}`);
  }
  return lines.map((line) => `${line}\n`).join('');
}

/** The differences grouped by system, then the summary line. */
export function formatReport(report: SnapshotReport): string {
  return `${formatDifferences(report)}${reportSummary(report)}\n`;
}
