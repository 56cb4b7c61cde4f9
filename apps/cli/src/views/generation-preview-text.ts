import type { GalaxyParams } from '@orrery/procgen';
import {
  DISTRIBUTION_TITLES,
  type ProfilePreview,
  type Shares,
} from '../services/generation-preview.js';

const percent = (x: number) => `${x.toFixed(x !== 0 && x < 0.1 ? 3 : 1)}%`;
const delta = (x: number) =>
  Math.abs(x) < 0.05 ? '' : `${x > 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;

function table(title: string, before: Shares, after: Shares): string[] {
  const keys = Object.keys(before).filter((k) => (before[k] ?? 0) > 0 || (after[k] ?? 0) > 0);
  const width = Math.max(title.length - 2, ...keys.map((k) => k.length));
  return [
    `${title.padEnd(width + 2)}${'current'.padStart(9)}${'profile'.padStart(9)}${'Δ points'.padStart(10)}`,
    ...keys.map((k) => {
      const b = before[k] ?? 0;
      const a = after[k] ?? 0;
      return `  ${k.padEnd(width)}${percent(b).padStart(9)}${percent(a).padStart(9)}${delta(a - b).padStart(10)}`;
    }),
  ];
}

/** The preview as plain text: one table per distribution, current beside profile. */
export function previewLines(
  galaxy: GalaxyParams,
  digests: { current: string; profile: string },
  preview: ProfilePreview,
): string[] {
  const { current, profile } = preview;
  const lines = [
    `Preview of ${preview.sample} systems of seed "${galaxy.seed}" (generator v${galaxy.generatorVersion}): current profile ${digests.current.slice(0, 12)}, profile ${digests.profile.slice(0, 12)}`,
    '',
  ];
  for (const [key, title] of Object.entries(DISTRIBUTION_TITLES)) {
    const k = key as keyof typeof DISTRIBUTION_TITLES;
    lines.push(...table(title, current[k], profile[k]), '');
  }
  lines.push(
    `Planets per system (mean): ${current.meanPlanets.toFixed(2)} → ${profile.meanPlanets.toFixed(2)}`,
    `Habitable share: ${percent(current.habitableShare)} → ${percent(profile.habitableShare)}`,
    `Seeding with this profile refits the rarity thresholds to its scores: ${Object.entries(
      preview.refitThresholds,
    )
      .map(([tier, t]) => `${tier} ≥ ${Number(t.toFixed(3))}`)
      .join(', ')}`,
  );
  return lines;
}
