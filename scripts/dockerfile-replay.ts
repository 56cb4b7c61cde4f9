// The Dockerfile's own commands run without Docker, on a clean export of the committed tree: each
// stage in a directory of its own (its /app), its npm commands run there and its COPY lines
// followed, then the last stage's CMD started and its HEALTHCHECK asked until it passes. The
// system-package lines (apt-get) are left to the image: this machine has its own.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { copyParts, envPairs, execForm, type Stage } from './dockerfile-parse.js';

/** A free TCP port of 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Builds every stage in `work` from the committed tree of `root`; answers the last stage's dir. */
export function replayBuild(root: string, stages: Stage[], work: string): string {
  const context = join(work, 'context');
  mkdirSync(context, { recursive: true });
  execFileSync('sh', ['-c', `git -C "${root}" archive HEAD | tar -x -C "${context}"`]);
  const dirs = new Map<string, string>();
  let last = '';
  for (const stage of stages) {
    const dir = join(work, `stage-${stage.name}`);
    const parent = dirs.get(stage.from);
    if (parent) cpSync(parent, dir, { recursive: true, verbatimSymlinks: true });
    else mkdirSync(dir, { recursive: true });
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const { keyword, args } of stage.instructions) {
      if (keyword === 'ENV') for (const [key, value] of envPairs(args)) env[key] = value;
      if (keyword === 'COPY') {
        const { from, sources, dest } = copyParts(args);
        const base = from ? dirs.get(from)! : context;
        for (const source of sources) {
          const src = from ? join(base, source.replace(/^\/app\/?/, '')) : join(base, source);
          const target = join(dir, dest.replace(/^\/app\/?/, ''));
          const into = dest.endsWith('/') ? join(target, source.split('/').pop()!) : target;
          const to = source === '.' ? target : into;
          mkdirSync(dirname(to), { recursive: true });
          cpSync(src, to, { recursive: true, verbatimSymlinks: true });
        }
      }
      if (keyword === 'RUN' && /^npm /.test(args)) {
        const run = spawnSync('sh', ['-c', args], { cwd: dir, env, stdio: 'inherit' });
        if (run.status !== 0) throw new Error(`RUN ${args} failed in stage ${stage.name}`);
      }
    }
    dirs.set(stage.name, dir);
    last = dir;
  }
  return last;
}

/** Starts the last stage's CMD in `dir` and asks its HEALTHCHECK until it passes (or `tries` fail). */
export async function replayStart(stage: Stage, dir: string, data: string, tries = 120) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const { keyword, args } of stage.instructions) {
    if (keyword === 'ENV') {
      for (const [key, value] of envPairs(args)) env[key] = value.replace(/^\/data\b/, data);
    }
  }
  Object.assign(env, { PORT: String(await freePort()), HOST: '127.0.0.1' });
  mkdirSync(data, { recursive: true });
  const cmd = execForm(stage.instructions.find((i) => i.keyword === 'CMD')!.args);
  const check = execForm(stage.instructions.find((i) => i.keyword === 'HEALTHCHECK')!.args);
  const server = spawn(cmd[0]!, cmd.slice(1), { cwd: dir, env, stdio: 'inherit' });
  try {
    for (let attempt = 0; attempt < tries; attempt++) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      const probe = spawnSync(check[0]!, check.slice(1), { cwd: dir, env });
      if (probe.status === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new Error('the HEALTHCHECK never passed');
  } finally {
    server.kill('SIGTERM');
  }
}
