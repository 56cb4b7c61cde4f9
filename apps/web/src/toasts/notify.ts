import type { ReactNode } from 'react';
import { toast } from 'sonner';
import type { AchievementNotice } from '../api/types.js';

/** Error toasts still open, so a later success (a sign-in) can close them. */
const openErrors = new Set<string | number>();
/** While a discovery overlay shows, its achievements wait for it to close (collect-panel.tsx). */
let overlaysOpen = 0;

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
  /**
   * An achievement the live stream announced. The tab whose overlay shows it toasts it when the
   * overlay closes; the same achievement toasted twice (by an action and by the stream) is one
   * toast, since both carry the same id.
   */
  liveAchievement: (achievement: AchievementNotice) => {
    if (overlaysOpen === 0) notify.achievement(achievement);
  },
  /** Holds live achievement toasts back while a discovery overlay is open; returns the release. */
  holdAchievements: () => {
    overlaysOpen++;
    let released = false;
    return () => {
      if (!released) overlaysOpen--;
      released = true;
    };
  },
  /** A trade offer or answer that concerns the player, from the live stream. */
  trade: (message: string) => toast(message, { className: 'trade-toast' }),
  achievement: (achievement: AchievementNotice) =>
    toast(`Achievement unlocked: ${achievement.name}`, {
      id: `achievement:${achievement.name}:${achievement.level}`,
      description: `${achievement.description} (level ${achievement.level})`,
      style: {
        borderColor: achievementLevelColor(achievement.level),
        borderLeftWidth: '6px',
      },
      className: `achievement-toast achievement-level-${achievement.level}`,
    }),
};
