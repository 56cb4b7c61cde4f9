/** Milliseconds as `Xh Ym Zs` (spec 2 countdown); never negative. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${hours}h ${minutes}m ${seconds}s`;
}

export function countdownText(remainingMs: number): string {
  return `You can collect a new system in ${formatCountdown(remainingMs)}`;
}
