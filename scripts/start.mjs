// `npm start`: builds what is not built yet, saying so and how long it took, then runs the server in
// this process (it keeps the terminal, and signals reach it directly). The server then logs its
// migration, the seed's progress on a first start and how long the start took (docs/operations.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const started = performance.now();
const built = ['../apps/server/dist/main.js', '../apps/web/dist/index.html'].every((file) =>
  existsSync(new URL(file, import.meta.url)),
);
console.log(
  built
    ? 'Building what changed (turbo; cached packages are skipped)...'
    : 'Building Orrery for the first time (about 30 s; later starts reuse the build)...',
);
const build = spawnSync('turbo', ['run', 'build', '--output-logs=errors-only'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
  // Without it a first run opens with Turborepo's telemetry notice; a game's start sends nothing.
  env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env },
});
if (build.status !== 0) {
  process.stdout.write(build.stdout ?? '');
  console.error(build.error ? `Cannot run turbo: ${build.error.message}` : 'The build failed.');
  process.exit(build.status ?? 1);
}
const tasks = /Tasks:\s+(\d+) successful/.exec(build.stdout)?.[1];
const cached = /Cached:\s+(\d+) cached/.exec(build.stdout)?.[1];
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Built in ${seconds} s` +
    (tasks ? ` (${tasks} packages, ${cached ?? 0} from the cache)` : '') +
    '. Starting the server...',
);
await import('../apps/server/dist/main.js');
