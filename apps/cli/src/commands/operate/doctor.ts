import type { CommandRegistration } from '../../shell/program.js';

export const doctorCommand: CommandRegistration = (program, context) => {
  program
    .command('doctor')
    .description(
      'Check a deployment before it serves: environment, database, Redis, SMTP, fonts, disk, PUBLIC_URL, secret; exits 1 on any failure.',
    )
    .option('--json', 'print the checks as JSON ({ ok, checks: [{ check, status, detail }] })')
    .addHelpText(
      'after',
      `
Reads the server's variables from this environment, so run it as the server runs (same user,
same environment file). SMTP gets a connection and EHLO only; nothing is sent or written.

Examples:
  $ orrery doctor
  $ set -a; . /etc/orrery/orrery.env; set +a; orrery doctor --json`,
    )
    .action(async (options: { json?: boolean }) =>
      (await import('../../actions/operate/doctor.js')).doctor(context, options),
    );
};
