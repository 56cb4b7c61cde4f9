import type { ReactNode } from 'react';
import { toast } from 'sonner';
import type { AchievementNotice } from '../api/types.js';

/** Error toasts still open, so a later success (a sign-in) can close them. */
const openErrors = new Set<string | number>();

/** Level colours (docs/spec.md §9) for achievement toasts: 1 green … 5 red, otherwise grey. */
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
  error: (message: ReactNode, options: { persistent?: boolean } = {}) => {
    const id = toast.error(message, {
      ...(options.persistent ? { duration: Infinity, closeButton: true } : {}),
      onDismiss: () => openErrors.delete(id),
      onAutoClose: () => openErrors.delete(id),
    });
    openErrors.add(id);
    return id;
  },
  /** Closes every error toast still open: what they said no longer holds (e.g. after a sign-in). */
  clearErrors: () => {
    for (const id of openErrors) toast.dismiss(id);
    openErrors.clear();
  },
  /** One toast per achievement an action completed (collect, buy-down, telescope upgrade). */
  achievements: (achievements: readonly AchievementNotice[]) => {
    for (const achievement of achievements) notify.achievement(achievement);
  },
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
