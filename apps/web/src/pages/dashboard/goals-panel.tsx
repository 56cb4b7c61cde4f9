import { formatCurrency, formatIn } from '@orrery/format';
import { errorText, isUnauthorized } from '../../api/client.js';
import { useClaimGoal, useGoals } from '../../queries/economy-hooks.js';
import type { AchievementRecord, Goal } from '../../api/types.js';
import { Spinner } from '../../components/spinner.js';
import { useNow } from '../../format/use-now.js';

/** Today's and this week's goals with Claim buttons, and how close the luck-gated achievements are. */
export function GoalsPanel() {
  const goals = useGoals();
  const claim = useClaimGoal();
  // Read once: "resets in 5h 12m" is refreshed with the goals, it need not tick.
  const now = useNow(false);
  if (goals.isPending) {
    return (
      <Panel reserve>
        <Spinner />
      </Panel>
    );
  }
  if (goals.isError) {
    return (
      <Panel>
        {!isUnauthorized(goals.error) && (
          <p className="text-sm text-rose-300">{errorText(goals.error, 'Failed to load goals')}</p>
        )}
      </Panel>
    );
  }
  const open = goals.data.luckGated.filter((r) => !r.completed);
  return (
    <Panel>
      <ul className="grid gap-3 md:grid-cols-2">
        {goals.data.goals.map((goal) => (
          <GoalRow
            key={goal.id}
            goal={goal}
            now={now}
            claiming={claim.isPending && claim.variables === goal.id}
            onClaim={() => claim.mutate(goal.id)}
          />
        ))}
      </ul>
      {claim.isError && !isUnauthorized(claim.error) && (
        <p role="alert" className="mt-3 text-sm text-rose-300">
          {errorText(claim.error, 'Failed to claim the goal')}
        </p>
      )}
      {open.length > 0 && (
        <>
          <h3 className="mt-6 mb-2 text-sm font-semibold text-slate-300">Luck of the draw</h3>
          <ul
            className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3"
            aria-label="Luck-gated achievements"
          >
            {open.map((record) => (
              <LuckRow key={record.achievement.id} record={record} />
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

function GoalRow({
  goal,
  now,
  claiming,
  onClaim,
}: {
  goal: Goal;
  now: number;
  claiming: boolean;
  onClaim: () => void;
}) {
  const percent = Math.min(100, Math.round((goal.progress / goal.target) * 100));
  return (
    <li className="subpanel" data-testid="goal" data-goal={goal.id}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-white">{goal.name}</p>
          <p className="text-sm text-slate-300">{goal.description}</p>
        </div>
        <span className="shrink-0 text-sm text-amber-300">
          {formatCurrency(goal.rewardCredits)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`${goal.name} progress`}
        aria-valuemin={0}
        aria-valuemax={goal.target}
        aria-valuenow={Math.min(goal.progress, goal.target)}
        className="mt-3 h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div className="h-full rounded-full bg-sky-400" style={{ width: `${percent}%` }} />
      </div>
      <div className="mt-2 flex items-center justify-between gap-3 text-xs text-slate-400">
        <span>
          {Math.min(goal.progress, goal.target)} / {goal.target} ·{' '}
          {goal.period === 'day' ? 'resets' : 'week ends'} {formatIn(Date.parse(goal.endsAt) - now)}
        </span>
        {goal.claimed ? (
          <span className="font-medium text-emerald-300">Claimed</span>
        ) : goal.completed ? (
          <button
            type="button"
            className="btn-primary px-3 py-1 text-sm"
            disabled={claiming}
            onClick={onClaim}
          >
            {claiming ? 'Claiming...' : 'Claim'}
          </button>
        ) : null}
      </div>
    </li>
  );
}

function LuckRow({ record }: { record: AchievementRecord }) {
  const { achievement } = record;
  return (
    <li
      className="flex justify-between gap-3 rounded-lg bg-white/[0.03] px-3 py-2"
      data-testid="luck-gated"
    >
      <span className="text-slate-200">{achievement.name}</span>
      <span className="text-slate-400">
        {record.progress} / {achievement.targetValue}
      </span>
    </li>
  );
}

/** `reserve`: while the goals load, the panel holds their usual height, so nothing below moves. */
function Panel({ children, reserve = false }: { children: React.ReactNode; reserve?: boolean }) {
  return (
    <section aria-labelledby="goals-heading" className={reserve ? 'panel reserve-goals' : 'panel'}>
      <h2 id="goals-heading" className="panel-title">
        Goals
      </h2>
      {children}
    </section>
  );
}
