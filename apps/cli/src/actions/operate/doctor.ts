import { CliError } from '../../shell/cli-error.js';
import { runChecks } from '../../doctor/run-checks.js';
import { printJson, printLine } from '../../shell/io.js';
import type { CliContext } from '../../shell/program.js';

const LABEL = { ok: 'ok  ', warn: 'warn', fail: 'FAIL' } as const;

/** Checks the deployment the environment describes; exits 1 when any check fails. */
export async function doctor({ io, env }: CliContext, options: { json?: boolean }): Promise<void> {
  const outcomes = await runChecks(env.variables);
  const failed = outcomes.filter((outcome) => outcome.status === 'fail').length;
  if (options.json) printJson(io, { ok: failed === 0, checks: outcomes });
  else {
    for (const { status, check, detail } of outcomes) {
      printLine(io, `${LABEL[status]} ${check}: ${detail}`);
    }
  }
  if (failed > 0) throw new CliError(`${failed} check(s) failed; see above.`);
}
