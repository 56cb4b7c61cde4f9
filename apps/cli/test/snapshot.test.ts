import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSystem } from '@orrery/procgen';
import { describe, expect, it } from 'vitest';
import { json } from './fixtures.js';
import { runHere, runHereOk } from './in-process.js';
import { runCli, tempDir } from './run-cli.js';

// `orrery snapshot` from a seed: no database is opened (none exists in these tests).
const dir = tempDir();
let count = 0;
const fresh = () => join(dir, `snap-${(count += 1)}`);
const galaxy = { seed: 'ci', size: 2_000, generatorVersion: 2 as const };
const write = (target: string, ...args: string[]) =>
  runHereOk(['snapshot', 'write', target, '--seed', 'ci', '--size', '2000', ...args]);

interface Planet {
  moons: { radius: number }[];
}
interface SystemFile {
  planets: Planet[];
}
interface CheckJson {
  checked: number;
  differing: number;
  updated: boolean;
  systems: { index: number; file: string; differences: object[] }[];
}

/** The first system of the sample with a moon, and where that moon is. */
function moonIn(target: string, indices: number[]) {
  for (const index of indices) {
    const file = join(target, `system-${String(index).padStart(4, '0')}.json`);
    const system = JSON.parse(readFileSync(file, 'utf8')) as SystemFile;
    const p = system.planets.findIndex((planet) => planet.moons.length > 0);
    if (p >= 0) return { index, file, system, p };
  }
  throw new Error('no moon in the sample');
}

describe('snapshot write', () => {
  it('writes the chosen systems as the generator makes them, and a manifest', async () => {
    const target = fresh();
    expect((await write(target, '--indices', '42,0,7')).stdout).toBe(
      `Wrote 3 systems of galaxy "ci" (size 2,000, generator version 2) to ${target}.\n`,
    );
    expect(readdirSync(target).sort()).toEqual([
      'manifest.json',
      'system-0000.json',
      'system-0007.json',
      'system-0042.json',
    ]);
    const stored: unknown = JSON.parse(readFileSync(join(target, 'system-0042.json'), 'utf8'));
    expect(stored).toEqual(JSON.parse(JSON.stringify(generateSystem(galaxy, 42))));
  });

  it('samples evenly, and writes the same bytes each time', async () => {
    const a = fresh();
    const b = fresh();
    const manifest = json<{ indices: number[] }>(
      (await write(a, '--sample', '4', '--json')).stdout,
    );
    expect(manifest.indices).toEqual([0, 500, 1000, 1500]);
    await write(b, '--sample', '4');
    for (const name of readdirSync(a)) {
      expect(readFileSync(join(b, name), 'utf8')).toBe(readFileSync(join(a, name), 'utf8'));
    }
  });

  it('refuses bad arguments with exit 2, writing nothing', async () => {
    const target = fresh();
    expect(await runHere(['snapshot', 'write', target, '--size', '10'])).toMatchObject({
      status: 2,
      stderr: "orrery: --size goes with --seed (without it the database's galaxy is used).\n",
    });
    expect(
      await runHere([
        'snapshot',
        'write',
        target,
        '--seed',
        'ci',
        '--size',
        '10',
        '--indices',
        '3,10',
      ]),
    ).toMatchObject({
      status: 2,
      stderr: 'orrery: --indices: 10 is outside the galaxy (0 to 9).\n',
    });
    expect(
      await runHere(['snapshot', 'write', target, '--seed', 'ci', '--indices', '1,x']),
    ).toMatchObject({ status: 2 });
    mkdirSync(target);
    writeFileSync(join(target, 'notes.md'), 'mine');
    expect(await runHere(['snapshot', 'write', target, '--seed', 'ci'])).toMatchObject({
      status: 2,
      stderr: `orrery: ${target} is not empty and holds no manifest.json; snapshots go into an empty or new directory.\n`,
    });
    expect(readdirSync(target)).toEqual(['notes.md']);
  });
});

describe('snapshot check', () => {
  it('passes an untouched snapshot with exit 0', async () => {
    const target = fresh();
    await write(target, '--sample', '10');
    expect(await runHere(['snapshot', 'check', target])).toEqual({
      status: 0,
      stdout: `10 systems match the snapshots in ${target}.\n`,
      stderr: '',
    });
  });

  it('reports a deliberately changed field at its exact path, grouped by system, exit 1', async () => {
    const target = fresh();
    const indices = [0, 100, 200, 300, 400, 500];
    await write(target, '--indices', indices.join(','));
    const { index, file, system, p } = moonIn(target, indices);
    const moon = system.planets[p]!.moons[0]!;
    const truth = moon.radius;
    moon.radius = 1234.5;
    writeFileSync(file, JSON.stringify(system, null, 2));

    const result = runCli(['snapshot', 'check', target]);
    const name = `system-${String(index).padStart(4, '0')}.json`;
    expect(result).toEqual({
      status: 1,
      stdout: `system ${index} (${name}): 1 field differs\n  planets[${p}].moons[0].radius: 1234.5 → ${truth}\n`,
      stderr: `orrery: 1 of 6 systems (1 field) differ from the snapshots in ${target}.\n`,
    });

    const report = await runHere(['snapshot', 'check', target, '--json']);
    expect(report.status).toBe(1);
    expect(json<CheckJson>(report.stdout)).toMatchObject({
      checked: 6,
      differing: 1,
      updated: false,
      systems: [
        {
          index,
          file: name,
          differences: [{ path: `planets[${p}].moons[0].radius`, before: 1234.5, after: truth }],
        },
      ],
    });
  });

  it('says which side lacks a field', async () => {
    const target = fresh();
    await write(target, '--indices', '5');
    const file = join(target, 'system-0005.json');
    const system = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const { name } = system;
    delete system.name;
    system.nickname = 'Bob';
    writeFileSync(file, JSON.stringify(system));
    expect((await runHere(['snapshot', 'check', target])).stdout).toBe(
      `system 5 (system-0005.json): 2 fields differ\n  name: absent → ${JSON.stringify(name)}\n  nickname: "Bob" → absent\n`,
    );
  });

  it('rewrites what differs with --update, after which it passes', async () => {
    const target = fresh();
    await write(target, '--indices', '1,2');
    const file = join(target, 'system-0002.json');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace(/"index": 2/, '"index": 3'));

    const updated = await runHere(['snapshot', 'check', target, '--update']);
    expect(updated).toEqual({
      status: 0,
      stdout: `system 2 (system-0002.json): 1 field differs\n  index: 3 → 2\nUpdated 1 of 2 systems (1 field) in ${target}.\n`,
      stderr: '',
    });
    expect(readFileSync(file, 'utf8')).toBe(original);
    expect((await runHere(['snapshot', 'check', target])).status).toBe(0);
  });

  it('refuses a missing directory, a missing or invalid manifest with exit 2', async () => {
    const missing = join(dir, 'nowhere');
    expect(runCli(['snapshot', 'check', missing])).toEqual({
      status: 2,
      stdout: '',
      stderr: `orrery: ${missing}: no such directory.\n`,
    });
    const empty = fresh();
    mkdirSync(empty);
    expect(await runHere(['snapshot', 'check', empty])).toMatchObject({
      status: 2,
      stderr: `orrery: ${empty} holds no manifest.json, so it is no snapshot directory.\n`,
    });
    const manifest = join(empty, 'manifest.json');
    writeFileSync(manifest, '{ "format": 1,');
    expect(await runHere(['snapshot', 'check', empty])).toMatchObject({ status: 2 });
    expect((await runHere(['snapshot', 'check', empty])).stderr).toMatch(
      new RegExp(`^orrery: ${manifest}: not valid JSON \\(.+\\)\\.\\n$`),
    );
    const target = fresh();
    await write(target, '--indices', '9');
    const valid = JSON.parse(readFileSync(join(target, 'manifest.json'), 'utf8')) as object;
    writeFileSync(
      join(target, 'manifest.json'),
      JSON.stringify({ ...valid, generatorVersion: 7, indices: [9, 4000] }),
    );
    expect(await runHere(['snapshot', 'check', target])).toMatchObject({
      status: 2,
      stderr: `orrery: ${join(target, 'manifest.json')}: generatorVersion must be one this build generates: 1 or 2 or 3 (found 7); indices must ascend, each a whole number from 0 to size - 1 (found 4000).\n`,
    });
  });
});

describe('snapshot --help', () => {
  it.each(['write', 'check'])('explains snapshot %s with examples', (sub) => {
    const { status, stdout } = runCli(['snapshot', sub, '--help']);
    expect(status).toBe(0);
    expect(stdout).toContain(`Usage: orrery snapshot ${sub}`);
    expect(stdout).toContain(`$ orrery snapshot ${sub} test/systems`);
  });

  it('is listed by orrery --help', () => {
    expect(runCli(['--help']).stdout).toMatch(/^ {2}snapshot\b/m);
  });
});
