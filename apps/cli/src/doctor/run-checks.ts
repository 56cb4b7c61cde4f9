import { EnvError, readEnv } from '@orrery/server/env';
import { checkDisk, checkFonts, checkPublicUrl, checkSecret } from './local-checks.js';
import { fail, ok, type Outcome } from './outcome.js';
import { checkDatabase, checkRedis, checkSmtp } from './service-checks.js';

/**
 * Every check of a deployment, in a fixed order. The environment is read by the server's own
 * parser (apps/server/src/boot/env.ts); when it refuses, nothing else can be judged.
 */
export async function runChecks(variables: NodeJS.ProcessEnv): Promise<Outcome[]> {
  let env;
  try {
    env = readEnv(variables);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    const problems = error.message.split('\n').slice(1);
    return problems.map((line) => fail('environment', `${line.trim()}; the server will not start`));
  }
  const services = await Promise.all([checkDatabase(env), checkRedis(env), checkSmtp(env)]);
  return [
    ok('environment', 'every variable parses as the server reads it'),
    services[0],
    checkSecret(env),
    checkDisk(env),
    services[1],
    services[2],
    checkFonts(),
    checkPublicUrl(env),
  ];
}
