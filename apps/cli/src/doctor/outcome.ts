/** How a check came out: fine, worth a look, or the deployment will not work as configured. */
export type Status = 'ok' | 'warn' | 'fail';

/** One line of `orrery doctor`: the check, its status, and what was found or what to do. */
export interface Outcome {
  check: string;
  status: Status;
  detail: string;
}

export const ok = (check: string, detail: string): Outcome => ({ check, status: 'ok', detail });
export const warn = (check: string, detail: string): Outcome => ({ check, status: 'warn', detail });
export const fail = (check: string, detail: string): Outcome => ({ check, status: 'fail', detail });

/** An error's message, for a detail line. */
export const reason = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
