/**
 * @orrery/procgen/testing — snapshot directories of generated systems: written and checked by
 * `orrery snapshot`, and checked in a developer's own tests with `assertSnapshotsMatch`. The only
 * part of the package that touches files.
 */
export { assertSnapshotsMatch } from './assert-snapshots.js';
export { diffJson } from './diff.js';
export type { Difference } from './diff.js';
export type { JsonValue } from './json.js';
export { MANIFEST_FILE, sampleIndices, systemFileName } from './manifest.js';
export type { SnapshotManifest, SnapshotSource } from './manifest.js';
export { GENERATOR_PACKAGE_VERSION } from './package-version.js';
export { differenceLine, formatDifferences, formatReport, reportSummary } from './report.js';
export {
  checkSnapshots,
  readManifest,
  SnapshotDirectoryError,
  writeSnapshots,
} from './snapshot-directory.js';
export type { SnapshotReport, SystemDifferences } from './snapshot-directory.js';
