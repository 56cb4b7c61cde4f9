import { toast } from 'sonner';
import type { AchievementNotice } from '../api/types.js';

/** Spec 9 level colours for achievement toasts: 1 green … 5 red, otherwise grey. */
export function achievementLevelColor(level: number): string {
  const colors: Record<number, string> = {
    1: '#22c55e',
    2: '#3b82f6',
    3: '#a855f7',
    4: '#f59e0b',
    5: '#ef4444',
  };
  return colors[level] ?? '#9ca3af';
}

/** The app's toasts. `persistent` ones stay until closed (login, registration, ledger, system load). */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string, options: { persistent?: boolean } = {}) =>
    toast.error(message, options.persistent ? { duration: Infinity, closeButton: true } : {}),
  achievement: (achievement: AchievementNotice) =>
    toast(`Achievement unlocked: ${achievement.name}`, {
      description: `${achievement.description} (level ${achievement.level})`,
      style: {
        borderColor: achievementLevelColor(achievement.level),
        borderLeftWidth: '6px',
      },
      className: `achievement-toast achievement-level-${achievement.level}`,
    }),
};
