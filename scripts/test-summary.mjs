// The suites `npm test` could not run, and its closing summary. The root vitest config records each
// one it leaves out (no PostgreSQL, no Redis) in the file ORRERY_TEST_SKIPS_FILE names; test.mjs
// adds the browser suite when there is no Chromium, and ends with all of them. Under CI a suite
// that could not run fails the run: CI is there to run every one.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** Says that `suite` cannot run and why: one line now, and one in `npm test`'s closing summary. */
export function recordSkip(suite, reason, env = process.env) {
  console.log(`${suite} SKIPPED: ${reason}`);
  const file = env.ORRERY_TEST_SKIPS_FILE;
  if (file) appendFileSync(file, `${JSON.stringify({ suite, reason })}\n`);
}

/** The skips recorded in `file`, each suite once. */
export function readSkips(file) {
  if (!existsSync(file)) return [];
  const bySuite = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line === '') continue;
    const skip = JSON.parse(line);
    bySuite.set(skip.suite, skip);
  }
  return [...bySuite.values()];
}

/** CI=true, or any other non-empty value but "false" and "0" (as the CLI reads it). */
export function isCi(env = process.env) {
  return env.CI !== undefined && env.CI !== '' && env.CI !== 'false' && env.CI !== '0';
}

/**
 * The closing lines: each run's outcome (`{ label, code }`), then every suite that could not run
 * and why. The exit code is 1 when a run failed, or under CI when a suite could not run.
 */
export function closingSummary({ outcomes, skips, ci }) {
  const lines = outcomes.map(
    ({ label, code }) => `${label}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`,
  );
  if (skips.length > 0) {
    lines.push(
      `NOT RUN (${skips.length}):`,
      ...skips.map(({ suite, reason }) => `  ${suite}: ${reason}`),
      ci
        ? 'CI is set: a suite that could not run fails the run.'
        : 'Under CI=true a suite that could not run fails the run.',
    );
  }
  const failed = outcomes.some(({ code }) => code !== 0) || (ci && skips.length > 0);
  return { lines, code: failed ? 1 : 0 };
}
