import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultGenerationProfile, generateSystem, profileDigest } from '../src/index.js';
import {
  assertSnapshotsMatch,
  checkSnapshots,
  diffJson,
  GENERATOR_PACKAGE_VERSION,
  readManifest,
  sampleIndices,
  SnapshotDirectoryError,
  systemFileName,
  writeSnapshots,
} from '../src/testing/index.js';
import type { JsonValue } from '../src/testing/index.js';

const source = {
  seed: 'snapshots',
  size: 10_000,
  generatorVersion: 2 as const,
  rarity: null,
  profile: null,
};
const dirs: string[] = [];

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'orrery-procgen-snapshots-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface SystemFile {
  planets: { radius: number }[];
}
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

describe('a snapshot directory', () => {
  it('holds one file per system, named by index, and a manifest to regenerate them', () => {
    const dir = freshDir();
    writeSnapshots(dir, source, [42, 0, 297]);
    expect(readdirSync(dir).sort()).toEqual([
      'manifest.json',
      'system-0000.json',
      'system-0042.json',
      'system-0297.json',
    ]);
    expect(readJson(join(dir, 'manifest.json'))).toEqual({
      format: 1,
      seed: 'snapshots',
      size: 10_000,
      generatorVersion: 2,
      rarity: null,
      profile: null,
      profileDigest: null,
      generatorPackageVersion: GENERATOR_PACKAGE_VERSION,
      indices: [0, 42, 297],
    });
    const galaxy = { seed: 'snapshots', size: 10_000, generatorVersion: 2 as const };
    expect(readJson(join(dir, 'system-0042.json'))).toEqual(
      JSON.parse(JSON.stringify(generateSystem(galaxy, 42))),
    );
  });

  it('writes its keys sorted, so the bytes depend on the values only', () => {
    const dir = freshDir();
    writeSnapshots(dir, source, [7]);
    const text = readFileSync(join(dir, 'system-0007.json'), 'utf8');
    const keys = Object.keys(JSON.parse(text) as object);
    expect(keys).toEqual([...keys].sort());
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('matches what it was written from', () => {
    const dir = freshDir();
    writeSnapshots(dir, source, sampleIndices(source.size, 20));
    const report = checkSnapshots(dir);
    expect(report).toMatchObject({ checked: 20, differing: [], updated: false });
  });

  it('reports a deliberately changed field at its exact path, with both values', () => {
    const dir = freshDir();
    writeSnapshots(dir, source, [0, 66]);
    const file = join(dir, 'system-0066.json');
    const system = readJson(file) as SystemFile;
    const planet = system.planets[1]!;
    const truth = planet.radius;
    planet.radius = truth + 1;
    writeFileSync(file, JSON.stringify(system));

    const report = checkSnapshots(dir);
    expect(report.differing).toEqual([
      {
        index: 66,
        file: 'system-0066.json',
        differences: [{ path: 'planets[1].radius', before: truth + 1, after: truth }],
      },
    ]);
    expect(() => assertSnapshotsMatch(dir)).toThrow(`planets[1].radius: ${truth + 1} → ${truth}`);
  });

  it('rewrites what differs on update, after which it matches', () => {
    const dir = freshDir();
    writeSnapshots(dir, source, [3, 4]);
    const tampered = join(dir, 'system-0004.json');
    const original = readFileSync(tampered, 'utf8');
    writeFileSync(tampered, original.replace('"stars": [', '"extra": true,\n  "stars": ['));
    rmSync(join(dir, 'system-0003.json'));

    const report = assertSnapshotsMatch(dir, { update: true });
    expect(report.differing.map((system) => system.index)).toEqual([3, 4]);
    expect(report.differing[1]?.differences).toEqual([{ path: 'extra', before: true }]);
    expect(readFileSync(tampered, 'utf8')).toBe(original);
    expect(checkSnapshots(dir).differing).toEqual([]);
  });

  it('replaces an earlier snapshot, removing systems it no longer keeps', () => {
    const dir = freshDir();
    writeSnapshots(dir, source, [1, 2]);
    writeSnapshots(dir, source, [2, 3]);
    expect(readdirSync(dir).sort()).toEqual([
      'manifest.json',
      'system-0002.json',
      'system-0003.json',
    ]);
  });

  it('refuses a directory that holds something else, a missing one and a bad manifest', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    expect(() => writeSnapshots(dir, source, [1])).toThrow(
      `${dir} is not empty and holds no manifest.json`,
    );
    expect(readdirSync(dir)).toEqual(['notes.txt']);

    expect(() => checkSnapshots(join(dir, 'nope'))).toThrow(
      new SnapshotDirectoryError(`${join(dir, 'nope')}: no such directory.`),
    );
    expect(() => checkSnapshots(dir)).toThrow(
      `${dir} holds no manifest.json, so it is no snapshot directory.`,
    );

    writeFileSync(
      join(dir, 'manifest.json'),
      JSON.stringify({ format: 1, seed: '', size: 10, generatorVersion: 9, indices: [3, 10] }),
    );
    expect(() => readManifest(dir)).toThrow(
      'seed must be text; generatorVersion must be one this build generates: 1 or 2 or 3 (found 9); ' +
        'rarity must be null or',
    );
    expect(() => readManifest(dir)).toThrow('(found 10)');
  });

  it('regenerates with the generation profile it names, checked against its digest', () => {
    const dir = freshDir();
    const profile = defaultGenerationProfile();
    profile.galaxy.arms = 2;
    writeSnapshots(dir, { ...source, profile }, sampleIndices(source.size, 10));
    const manifest = readJson(join(dir, 'manifest.json')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ profile, profileDigest: profileDigest(profile) });
    expect(checkSnapshots(dir).differing).toEqual([]);
    const withoutProfile = { seed: 'snapshots', size: 10_000, generatorVersion: 2 as const };
    const changed = sampleIndices(source.size, 10).filter(
      (index) =>
        diffJson(
          readJson(join(dir, systemFileName(index, source.size))) as JsonValue,
          JSON.parse(JSON.stringify(generateSystem(withoutProfile, index))) as JsonValue,
        ).length > 0,
    );
    expect(changed.length).toBeGreaterThan(0);

    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ ...manifest, profile: null }));
    expect(() => checkSnapshots(dir)).toThrow('profileDigest must be null when profile is null');
    writeFileSync(
      join(dir, 'manifest.json'),
      JSON.stringify({ ...manifest, profile: { galaxy: { arms: 2 } } }),
    );
    expect(checkSnapshots(dir).differing).toEqual([]);
    writeFileSync(
      join(dir, 'manifest.json'),
      JSON.stringify({ ...manifest, profile: { galaxy: { arms: 3 } } }),
    );
    expect(() => checkSnapshots(dir)).toThrow("profileDigest must be the profile's digest");
  });

  it('refuses a system file the manifest lists but the directory lacks', () => {
    const dir = freshDir();
    writeSnapshots(dir, source, [5]);
    rmSync(join(dir, 'system-0005.json'));
    expect(() => checkSnapshots(dir)).toThrow(
      `${join(dir, 'system-0005.json')}: no such file (the manifest lists system 5).`,
    );
  });
});

describe('the generator package version', () => {
  it('is the one package.json declares', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(GENERATOR_PACKAGE_VERSION).toBe(pkg.version);
  });
});

describe('sampleIndices', () => {
  it('spreads the sample over the whole galaxy, from index 0, without repeats', () => {
    expect(sampleIndices(1000, 4)).toEqual([0, 250, 500, 750]);
    expect(sampleIndices(3, 50)).toEqual([0, 1, 2]);
  });
});
