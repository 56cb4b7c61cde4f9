/**
 * The discovery animation of docs/spec.md §4: 0 preparing (1 s), 1 deep-space scan (1 s), 2 scanning (2 s),
 * 3 finalising analysis (1.5 s), 4 result. Reduced motion keeps the steps but shortens each.
 */
export const STEP_DURATIONS_MS = [1000, 1000, 2000, 1500] as const;
export const REDUCED_MOTION_FACTOR = 0.1;
export const RESULT_STEP = 4;
/** The placeholder system's hash while the server has not answered yet. */
export const PLACEHOLDER_HASH = 'scanning';

export const STEP_LABELS = [
  'Preparing telescope...',
  'Deep-space scan...',
  'Scanning for signals...',
  'Finalising analysis',
] as const;

export function stepDuration(step: number, reducedMotion: boolean): number {
  const base = STEP_DURATIONS_MS[step] ?? 0;
  return reducedMotion ? Math.round(base * REDUCED_MOTION_FACTOR) : base;
}

/** Step 3 shows the system's name, so the animation waits after step 2 until the system is known. */
export function canAdvance(step: number, systemKnown: boolean): boolean {
  if (step >= RESULT_STEP) return false;
  return step < 2 || systemKnown;
}

/** Skip Animation: only in steps 1–3 and only once the real system is known. */
export function canSkip(step: number, hash: string): boolean {
  return step >= 1 && step <= 3 && hash !== PLACEHOLDER_HASH;
}
