import { formatCurrency, formatScore } from '@orrery/format';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { RARITY_COLORS } from '@orrery/domain';
import { useFullSystem } from '../../queries/hooks.js';
import type { AchievementView, FullSystem, SystemCard } from '../../api/types.js';
import { trapTab } from '../../components/dialog/trap-tab.js';
import { useScrollLock } from '../../components/dialog/use-scroll-lock.js';
import { Spinner } from '../../components/spinner.js';
import { toCardData } from '../../components/system-card/card-data.js';
import { SystemCardView } from '../../components/system-card/system-card.js';
import { useCountUp } from '../../components/use-count-up.js';
import { achievementLevelColor } from '../../toasts/notify.js';
import { rarityLabel } from '../../game/rarity.js';
import { Celebration } from './celebration.js';
import {
  PLACEHOLDER_HASH,
  RESULT_STEP,
  STEP_LABELS,
  canAdvance,
  canSkip,
  stepDuration,
} from './discovery-steps.js';
import { useReducedMotion } from '../../components/use-reduced-motion.js';

/** What the collect paid, as the result step shows it. */
export interface DiscoveryReward {
  /** Ϟ for the system itself (by its rarity). */
  collection: number;
  /** Achievements the collect completed; each paid its reward too. */
  achievements: AchievementView[];
  /** The daily streak's bonus on top (0 when the collect counted no new day), and the streak. */
  streakBonus: number;
  streakDays: number;
  balanceBefore: number;
  balanceAfter: number;
}

interface DiscoveryOverlayProps {
  /** null while the server has not answered: the placeholder system `scanning`. */
  system: FullSystem | SystemCard | null;
  /** null until the server has answered. */
  reward: DiscoveryReward | null;
  onClose: () => void;
}

/** The scanning animation, then the discovered card (docs/spec.md §4). Scroll is locked while shown. */
export function DiscoveryOverlay({ system, reward, onClose }: DiscoveryOverlayProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const reducedMotion = useReducedMotion();
  const [step, setStep] = useState(0);
  const hash = system?.hash ?? PLACEHOLDER_HASH;
  useScrollLock(true);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    if (!canAdvance(step, system !== null)) return;
    const timer = setTimeout(() => setStep((s) => s + 1), stepDuration(step, reducedMotion));
    return () => clearTimeout(timer);
  }, [step, system, reducedMotion]);

  const done = step >= RESULT_STEP && system !== null;
  const detail = useFullSystem(done ? hash : undefined);

  return (
    <dialog
      ref={ref}
      className="discovery-overlay"
      aria-labelledby="discovery-title"
      onKeyDown={(event) => trapTab(event, ref.current)}
      onCancel={(event) => {
        event.preventDefault();
        if (done) onClose();
      }}
    >
      <div className="flex min-h-full flex-col items-center justify-center gap-8 p-6 text-center">
        {!done ? (
          <>
            <div className={`radar step-${step}`} aria-hidden="true">
              <span className="radar-sweep" />
              <span className="radar-blip" />
            </div>
            <div aria-live="polite">
              <h2 id="discovery-title" className="text-2xl font-semibold text-white">
                {STEP_LABELS[step] ?? STEP_LABELS[3]}
                {step === 3 && system ? `: ${system.name}` : ''}
              </h2>
              <ol className="mt-4 flex justify-center gap-2" aria-label="Progress">
                {STEP_LABELS.map((label, i) => (
                  <li
                    key={label}
                    className={`step-dot ${i <= step ? 'is-done' : ''}`}
                    aria-current={i === step ? 'step' : undefined}
                  >
                    <span className="sr-only">{label}</span>
                  </li>
                ))}
              </ol>
            </div>
            {canSkip(step, hash) && (
              <button type="button" className="btn-ghost" onClick={() => setStep(RESULT_STEP)}>
                Skip Animation
              </button>
            )}
          </>
        ) : (
          <>
            <h2 id="discovery-title" className="text-3xl font-semibold text-white">
              New system discovered: <span className="text-glow">{system.name}</span>
            </h2>
            <p className="tier-line" data-testid="discovery-tier">
              <span
                className="badge tier-badge"
                style={{
                  borderColor: RARITY_COLORS[system.rarity],
                  color: RARITY_COLORS[system.rarity],
                }}
              >
                {rarityLabel(system.rarity)}
              </span>
              <span className="text-slate-300">score {formatScore(system.rarityScore)}</span>
            </p>
            <div className="reveal-stage">
              <Celebration rarity={system.rarity} />
              {detail.isPending ? (
                <Spinner label="Loading system details..." />
              ) : (
                <div className="reveal">
                  <SystemCardView system={toCardData(detail.data ?? system)} />
                </div>
              )}
            </div>
            {reward && <RewardSummary reward={reward} reducedMotion={reducedMotion} />}
            <div className="flex flex-wrap justify-center gap-3">
              <button
                type="button"
                className="btn-primary"
                onClick={() => {
                  onClose();
                  navigate(`/solar/${hash}`, { state: { origin: 'dashboard' } });
                }}
              >
                Explore System
              </button>
              <button type="button" className="btn-secondary" onClick={onClose}>
                Return to Dashboard
              </button>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}

/**
 * The Ϟ the discovery earned, counting up, with the balance it went into and the achievements it
 * unlocked (their toasts follow when the overlay closes).
 */
function RewardSummary({
  reward,
  reducedMotion,
}: {
  reward: DiscoveryReward;
  reducedMotion: boolean;
}) {
  const fromAchievements = reward.achievements.reduce((sum, a) => sum + a.rewardCredits, 0);
  const total = reward.collection + reward.streakBonus + fromAchievements;
  const earned = useCountUp(total, reducedMotion, 0);
  const balance = useCountUp(reward.balanceAfter, reducedMotion, reward.balanceBefore);
  return (
    <div className="space-y-3" data-testid="discovery-reward">
      <p className="earned" aria-label={`Earned ${formatCurrency(total)}`}>
        +{formatCurrency(earned)}
      </p>
      <p className="text-sm text-slate-300">
        {formatCurrency(reward.collection)} for the system
        {reward.streakBonus > 0 &&
          ` · ${formatCurrency(reward.streakBonus)} streak bonus (day ${reward.streakDays})`}
        {fromAchievements > 0 && ` · ${formatCurrency(fromAchievements)} from achievements`} ·
        balance <span className="font-semibold text-amber-200">{formatCurrency(balance)}</span>
      </p>
      {reward.achievements.length > 0 && (
        <ul className="flex flex-wrap justify-center gap-2" aria-label="Achievements unlocked">
          {reward.achievements.map((achievement) => (
            <li
              key={achievement.id}
              className="achievement-chip"
              style={{ borderColor: achievementLevelColor(achievement.level) }}
            >
              Achievement unlocked: <strong>{achievement.name}</strong> · +
              {formatCurrency(achievement.rewardCredits)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
