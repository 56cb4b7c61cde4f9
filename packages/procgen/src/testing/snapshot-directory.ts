import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { profileDigest } from '../profile/digest.js';
import { parseGenerationProfile } from '../profile/parse.js';
import { diffJson } from './diff.js';
import type { Difference } from './diff.js';
import { stableJson } from './json.js';
import type { JsonValue } from './json.js';
import {
  MANIFEST_FILE,
  manifestProblems,
  SNAPSHOT_FORMAT,
  SYSTEM_FILE,
  systemFileName,
} from './manifest.js';
import type { SnapshotManifest, SnapshotSource } from './manifest.js';
import { GENERATOR_PACKAGE_VERSION } from './package-version.js';
import { regenerate } from './regenerate.js';

/** A snapshot directory that cannot be read or written: its message names the path and why. */
export class SnapshotDirectoryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SnapshotDirectoryError';
  }
}

/** The differences of one system, with the file that holds its snapshot. */
export interface SystemDifferences {
  index: number;
  file: string;
  differences: Difference[];
}

/** What `checkSnapshots` found: every system that differs, in index order. */
export interface SnapshotReport {
  directory: string;
  manifest: SnapshotManifest;
  /** How many systems were regenerated and compared. */
  checked: number;
  differing: SystemDifferences[];
  /** True when the files were rewritten to the regenerated systems (`update`). */
  updated: boolean;
}

function problemOf(error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'a file, not a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

function entriesOf(directory: string): string[] {
  try {
    return readdirSync(directory);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new SnapshotDirectoryError(
      `${directory}: ${missing ? 'no such directory' : problemOf(error)}.`,
    );
  }
}

function readJson(path: string): JsonValue {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new SnapshotDirectoryError(`${path}: ${problemOf(error)}.`);
  }
  try {
    return JSON.parse(text) as JsonValue;
  } catch (error) {
    throw new SnapshotDirectoryError(`${path}: not valid JSON (${(error as Error).message}).`);
  }
}

/** The directory's manifest, refused with its path and every problem when it is not valid. */
export function readManifest(directory: string): SnapshotManifest {
  if (!entriesOf(directory).includes(MANIFEST_FILE)) {
    throw new SnapshotDirectoryError(
      `${directory} holds no ${MANIFEST_FILE}, so it is no snapshot directory.`,
    );
  }
  const path = join(directory, MANIFEST_FILE);
  const manifest = readJson(path);
  const problems = manifestProblems(manifest);
  if (problems.length > 0) {
    throw new SnapshotDirectoryError(`${path}: ${problems.join('; ')}.`);
  }
  const valid = manifest as unknown as SnapshotManifest;
  // Every parameter, as the generator takes it (a hand-written profile may name only some).
  const parsed = valid.profile && parseGenerationProfile(valid.profile);
  return parsed && parsed.ok ? { ...valid, profile: parsed.profile } : valid;
}

/**
 * Writes one file per system and the manifest into `directory` (made if missing). A directory
 * that already holds a snapshot is replaced (its system files no longer kept are removed); one
 * that holds anything else is refused, so a typo never litters a source folder.
 */
export function writeSnapshots(
  directory: string,
  source: SnapshotSource,
  indices: readonly number[],
): SnapshotManifest {
  const manifest: SnapshotManifest = {
    format: SNAPSHOT_FORMAT,
    seed: source.seed,
    size: source.size,
    generatorVersion: source.generatorVersion,
    rarity: source.rarity,
    profile: source.profile,
    profileDigest: source.profile ? profileDigest(source.profile) : null,
    generatorPackageVersion: GENERATOR_PACKAGE_VERSION,
    indices: [...new Set(indices)].sort((a, b) => a - b),
  };
  const problems = manifestProblems(manifest as unknown as JsonValue);
  if (problems.length > 0)
    throw new SnapshotDirectoryError(`${directory}: ${problems.join('; ')}.`);
  try {
    mkdirSync(directory, { recursive: true });
  } catch (error) {
    throw new SnapshotDirectoryError(`${directory}: ${problemOf(error)}.`);
  }
  const existing = entriesOf(directory);
  if (existing.length > 0 && !existing.includes(MANIFEST_FILE)) {
    throw new SnapshotDirectoryError(
      `${directory} is not empty and holds no ${MANIFEST_FILE}; snapshots go into an empty or new directory.`,
    );
  }
  const kept = new Set(manifest.indices.map((index) => systemFileName(index, manifest.size)));
  for (const name of existing) {
    if (SYSTEM_FILE.test(name) && !kept.has(name)) rmSync(join(directory, name));
  }
  for (const index of manifest.indices) {
    const text = stableJson(regenerate(manifest, index));
    writeFileSync(join(directory, systemFileName(index, manifest.size)), text);
  }
  writeFileSync(join(directory, MANIFEST_FILE), stableJson(manifest as unknown as JsonValue));
  return manifest;
}

/** A file's text, or undefined when it is missing (update writes it). */
function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new SnapshotDirectoryError(`${path}: ${problemOf(error)}.`);
  }
}

/**
 * Regenerates every system of the directory's manifest and compares it with its file, field by
 * field. With `update`, files that differ (or are missing) are rewritten, and the manifest
 * records this generator package's version; without it a missing or unreadable file is refused.
 */
export function checkSnapshots(
  directory: string,
  options: { update?: boolean } = {},
): SnapshotReport {
  const update = options.update === true;
  const manifest = readManifest(directory);
  const differing: SystemDifferences[] = [];
  for (const index of manifest.indices) {
    const file = systemFileName(index, manifest.size);
    const path = join(directory, file);
    const after = regenerate(manifest, index);
    const text = readIfPresent(path);
    if (text === undefined && !update) {
      throw new SnapshotDirectoryError(
        `${path}: no such file (the manifest lists system ${index}).`,
      );
    }
    let differences: Difference[];
    if (text === undefined) differences = [{ path: '', after }];
    else {
      let before: JsonValue;
      try {
        before = JSON.parse(text) as JsonValue;
      } catch (error) {
        if (!update) {
          throw new SnapshotDirectoryError(
            `${path}: not valid JSON (${(error as Error).message}).`,
          );
        }
        before = text;
      }
      differences = diffJson(before, after);
    }
    if (differences.length > 0) differing.push({ index, file, differences });
    if (update) {
      const fresh = stableJson(after);
      if (text !== fresh) writeFileSync(path, fresh);
    }
  }
  if (update && manifest.generatorPackageVersion !== GENERATOR_PACKAGE_VERSION) {
    const current = { ...manifest, generatorPackageVersion: GENERATOR_PACKAGE_VERSION };
    writeFileSync(join(directory, MANIFEST_FILE), stableJson(current as unknown as JsonValue));
  }
  return { directory, manifest, checked: manifest.indices.length, differing, updated: update };
}
