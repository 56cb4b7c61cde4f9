import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chainOf, copyParts, envPairs, execForm, parseDockerfile } from './dockerfile-parse.js';
import { replayBuild, replayStart } from './dockerfile-replay.js';

// The Dockerfile's structure is checked on every run; ORRERY_TEST_DOCKERFILE=1 builds it too: with
// a Docker daemon, the image itself (and waits for its health); without one, its own commands on a
// clean export of the committed tree (scripts/dockerfile-replay.ts).

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const stages = parseDockerfile(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
const runtime = stages.at(-1)!;
const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

/** Every workspace directory (the root package.json's globs, one level each). */
const workspaces = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces.flatMap((glob) => {
  const parent = glob.replace(/\/\*$/, '');
  return readdirSync(join(ROOT, parent))
    .map((name) => `${parent}/${name}`)
    .filter((dir) => existsSync(join(ROOT, dir, 'package.json')));
});

const runs = (name: string) =>
  chainOf(stages, name)
    .filter((i) => i.keyword === 'RUN')
    .map((i) => i.args);
const copies = (name: string) =>
  chainOf(stages, name)
    .filter((i) => i.keyword === 'COPY')
    .map((i) => copyParts(i.args));
/** The stage whose RUN lines include `pattern`. */
const stageRunning = (pattern: RegExp) =>
  stages.find((stage) =>
    stage.instructions.some((i) => i.keyword === 'RUN' && pattern.test(i.args)),
  );

describe('the Dockerfile', () => {
  it('builds with the development dependencies in one stage and runs on Node 20 slim', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const build = stageRunning(/\bnpm run build\b/);
    expect(build).toBeDefined();
    expect(runs(build!.name).some((run) => /^npm ci(?!.*--omit=dev)/.test(run))).toBe(true);
    expect(runtime.from).toMatch(/^node:20(\.\d+)*-[a-z]+-slim$/);
    // No install nor build in the image that runs: only files copied from the stages before.
    expect(runtime.instructions.filter((i) => /\bnpm\b/.test(i.args))).toEqual([]);
  });

  it('ships only production dependencies and the built dist of every workspace', () => {
    const deps = stageRunning(/^npm ci --omit=dev/);
    expect(deps).toBeDefined();
    const shipped = runtime.instructions
      .filter((i) => i.keyword === 'COPY')
      .map((i) => copyParts(i.args).from);
    expect(shipped).toContain(deps!.name);
    expect(shipped).not.toContain(stageRunning(/\bnpm run build\b/)!.name);
    const fromBuild = copies(deps!.name)
      .filter((copy) => copy.from !== undefined)
      .flatMap((copy) => copy.sources);
    for (const dir of workspaces) {
      const manifest = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as {
        scripts?: { build?: string };
      };
      if (manifest.scripts?.build) expect(fromBuild, dir).toContain(`/app/${dir}/dist`);
    }
  });

  it("copies every workspace's manifest and the install's own files before npm ci", () => {
    for (const name of [/^npm ci(?!.*--omit)/, /^npm ci --omit=dev/].map(
      (p) => stageRunning(p)!.name,
    )) {
      const chain = chainOf(stages, name);
      const install = chain.findIndex((i) => i.keyword === 'RUN' && /^npm ci/.test(i.args));
      const before = chain
        .slice(0, install)
        .filter((i) => i.keyword === 'COPY')
        .flatMap((i) => {
          const { sources, dest } = copyParts(i.args);
          return sources.map((source) =>
            dest === './' ? source : `${dest}${source.split('/').pop()}`,
          );
        });
      expect(before).toEqual(
        expect.arrayContaining(['package.json', 'package-lock.json', '.npmrc']),
      );
      for (const dir of workspaces) expect(before, name).toContain(`${dir}/package.json`);
      // The root's prepare script runs during npm ci: its file must be there.
      const prepare = (
        JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
          scripts: Record<string, string>;
        }
      ).scripts.prepare;
      const script = /node (\S+)/.exec(prepare ?? '')?.[1];
      if (script) expect(before).toContain(script);
    }
  });

  it('runs as a user other than root, with its data in a volume and a health check on /healthz', () => {
    const user = runtime.instructions.filter((i) => i.keyword === 'USER').at(-1);
    expect(user?.args).toBeDefined();
    expect(['root', '0']).not.toContain(user!.args.split(':')[0]);
    const env = Object.fromEntries(
      runtime.instructions.filter((i) => i.keyword === 'ENV').flatMap((i) => envPairs(i.args)),
    );
    const volume = runtime.instructions.find((i) => i.keyword === 'VOLUME');
    const volumes = volume ? (JSON.parse(volume.args) as string[]) : [];
    // The SQLite file and its generated secret (beside it, DATABASE_PATH + ".secret").
    expect(volumes.some((dir) => env.DATABASE_PATH?.startsWith(`${dir}/`))).toBe(true);
    expect(env.HOST).toBe('0.0.0.0');
    const health = runtime.instructions.find((i) => i.keyword === 'HEALTHCHECK');
    expect(health?.args).toMatch(/--start-period=\d+s/);
    expect(execForm(health!.args).join(' ')).toContain('/healthz');
    const cmd = execForm(runtime.instructions.find((i) => i.keyword === 'CMD')!.args);
    expect(cmd).toEqual(['node', 'apps/server/dist/main.js']);
    expect(existsSync(join(ROOT, 'apps/server/src/main.ts'))).toBe(true);
  });

  it('leaves installed and built output, local data and secrets out of the build context', () => {
    for (const pattern of ['**/node_modules', '**/dist', '.git', 'data', '**/*.db', '.env']) {
      expect(ignored).toContain(pattern);
    }
    // Nothing a COPY names by path is ignored.
    const named = stages.flatMap((stage) =>
      stage.instructions
        .filter((i) => i.keyword === 'COPY' && !i.args.includes('--from'))
        .flatMap((i) => copyParts(i.args).sources),
    );
    for (const path of named.filter((p) => p !== '.')) {
      expect(ignored.some((pattern) => pattern === path || pattern === path.split('/')[0])).toBe(
        false,
      );
    }
  });
});

const dockerWorks = () => spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0;

describe.runIf(process.env.ORRERY_TEST_DOCKERFILE === '1')('the Dockerfile, built', () => {
  it('builds and starts healthy', { timeout: 30 * 60_000 }, async () => {
    if (dockerWorks()) {
      const tag = 'orrery-dockerfile-test';
      const build = spawnSync('docker', ['build', '-t', tag, ROOT], { stdio: 'inherit' });
      expect(build.status).toBe(0);
      const run = spawnSync('docker', ['run', '-d', '--rm', tag], { encoding: 'utf8' });
      const id = run.stdout.trim();
      try {
        let status = '';
        for (let i = 0; i < 120 && status !== 'healthy'; i++) {
          await new Promise((resolve) => setTimeout(resolve, 2000));
          status = spawnSync('docker', ['inspect', '-f', '{{.State.Health.Status}}', id], {
            encoding: 'utf8',
          }).stdout.trim();
        }
        expect(status).toBe('healthy');
      } finally {
        spawnSync('docker', ['rm', '-f', id], { stdio: 'ignore' });
      }
      return;
    }
    const work = mkdtempSync(join(tmpdir(), 'orrery-dockerfile-'));
    try {
      const dir = replayBuild(ROOT, stages, work);
      await replayStart(runtime, dir, join(work, 'data'));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
