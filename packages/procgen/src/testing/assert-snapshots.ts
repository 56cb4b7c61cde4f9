import { formatReport } from './report.js';
import { checkSnapshots } from './snapshot-directory.js';
import type { SnapshotReport } from './snapshot-directory.js';

/**
 * For a developer's own test suite (vitest or any other): regenerates the systems of a snapshot
 * directory written by `orrery snapshot write` and throws, listing every differing field as
 * `orrery snapshot check` does, when one differs. With `update` it rewrites them instead.
 *
 *   it('keeps its systems', () => {
 *     assertSnapshotsMatch('test/systems', { update: process.env.UPDATE_SNAPSHOTS === '1' });
 *   });
 */
export function assertSnapshotsMatch(
  directory: string,
  options: { update?: boolean } = {},
): SnapshotReport {
  const report = checkSnapshots(directory, options);
  if (report.differing.length > 0 && !report.updated) {
    throw new Error(`Generated systems differ from their snapshots:\n${formatReport(report)}`);
  }
  return report;
}
