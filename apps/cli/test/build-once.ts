import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BINARY, REPO_ROOT } from './paths.js';

/** vitest globalSetup: `npm test` builds before vitest; a lone `vitest` run builds here if needed. */
export default function buildOnce(): void {
  if (existsSync(BINARY)) return;
  execFileSync('npx', ['turbo', 'run', 'build', '--filter=@orrery/cli...'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
}
