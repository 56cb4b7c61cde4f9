import type { AchievementRecord } from '../../api/types.js';
import { DateText } from '../../format/date-format.js';
import { achievementStatus, progressPercent } from '../../game/achievements.js';
import { achievementLevelColor } from '../../toasts/notify.js';

/** One achievement: level, description, progress (once started), reward and completion date. */
export function AchievementCard({ record }: { record: AchievementRecord }) {
  const { achievement } = record;
  const status = achievementStatus(record);
  const percent = Math.round(progressPercent(record));
  const color = achievementLevelColor(achievement.level);
  return (
    <article
      data-testid="achievement-card"
      data-status={status}
      className={`h-full rounded-xl border bg-slate-900/70 p-5 ${
        status === 'completed' ? 'border-emerald-400/50' : 'border-white/10'
      }`}
    >
      <header className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold text-white">{achievement.name}</h3>
        <span
          className="shrink-0 rounded-full border px-2 py-0.5 text-xs font-medium"
          style={{ borderColor: color, color }}
        >
          Level {achievement.level}
        </span>
      </header>
      <p className="mt-2 text-sm text-slate-300">{achievement.description}</p>
      {status !== 'not-started' && (
        <div className="mt-4">
          <div
            role="progressbar"
            aria-label={`${achievement.name} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-white/10"
          >
            <div
              className="h-full rounded-full"
              style={{ width: `${percent}%`, backgroundColor: color }}
            />
          </div>
          <p className="mt-1 text-xs text-slate-400">
            {record.progress} / {achievement.targetValue} ({percent}%)
          </p>
        </div>
      )}
      <p className="mt-4 text-sm text-amber-300">Reward: {achievement.rewardCredits} Ϟ</p>
      {record.completed && (
        <p className="mt-1 text-xs text-slate-400">
          Completed <DateText value={record.completedAt} />
        </p>
      )}
    </article>
  );
}
