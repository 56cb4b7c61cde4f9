import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './support/harness.js';
import type { Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

interface Pity {
  guaranteedWithin: number;
  epicGuaranteedWithin: number;
  legendaryGuaranteedWithin: number;
}

interface Odds {
  candidates: number;
  tiers: { rarity: string; candidates: number; chance: number }[];
  levels: { level: number; tiers: { rarity: string; chance: number }[]; epicOrBetter: number }[];
  heldTo: string | null;
  pity: Pity | null;
}

const TIER_TABLE = 'Chance of each rarity for the next collect';
const LEVEL_TABLE = 'Chance of Epic or better by telescope level';

/** A table's body rows as cell texts. */
async function rows(page: Page, name: string): Promise<string[][]> {
  const table = page.getByRole('table', { name });
  await table.waitFor();
  return table
    .getByRole('row')
    .evaluateAll((trs) =>
      trs.slice(1).map((tr) => [...tr.children].map((cell) => (cell.textContent ?? '').trim())),
    );
}

const percent = (chance: number) => `${(chance * 100).toFixed(2)}%`;
const plural = (n: number) => `${n} ${n === 1 ? 'collect' : 'collects'}`;

/** The per-level table as the server computes it: level, Epic, Legendary, Epic or better. */
const levelRows = (odds: Odds) =>
  odds.levels.map((l) => [
    String(l.level),
    percent(l.tiers.find((t) => t.rarity === 'EPIC')!.chance),
    percent(l.tiers.find((t) => t.rarity === 'LEGENDARY')!.chance),
    percent(l.epicOrBetter),
  ]);

describe('the published odds', () => {
  it("shows a visitor the galaxy's odds for a newcomer, as the server computes them", async () => {
    const page = await h.newPage();
    await page.goto('/odds');
    await page.getByRole('heading', { name: 'Odds', level: 1 }).waitFor();
    const odds = await h.api<Odds>('/solar/odds');
    expect(await rows(page, TIER_TABLE)).toEqual(
      odds.tiers.map((t) => [
        t.rarity.charAt(0) + t.rarity.slice(1).toLowerCase(),
        t.candidates.toLocaleString('en-US'),
        percent(t.chance),
      ]),
    );
    await page.getByText(/A newcomer’s first collect \(level-1 telescope\)/).waitFor();
    // Ten levels, Epic or better rising with each.
    const levels = await rows(page, LEVEL_TABLE);
    expect(levels).toEqual(levelRows(odds));
    expect(levels).toHaveLength(10);
    const epicPlus = odds.levels.map((l) => l.epicOrBetter);
    expect(epicPlus).toEqual([...epicPlus].sort((a, b) => a - b));
    expect(epicPlus[9]).toBeGreaterThan(epicPlus[0]!);
    await page.getByText('A newcomer’s first Epic or better comes by collect 7').waitFor();
    await page.getByText('A Legendary comes at the latest 60 collects after the last').waitFor();
    await h.screenshot(page, 'odds-visitor-1280');
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows a player their own odds and pity, which the dashboard counts down', async () => {
    const user = await h.createUser('Gambler');
    const page = await h.signedInPage(user, '/dashboard');
    await page.getByRole('button', { name: 'Collect New System' }).click();
    const overlay = page.locator('dialog.discovery-overlay');
    await overlay.getByRole('button', { name: 'Skip Animation' }).click();
    await overlay.getByRole('button', { name: 'Return to Dashboard' }).click();
    await overlay.waitFor({ state: 'detached' });
    // One collect made: each guarantee is one collect nearer (or starts again after its tier).
    const { pity } = await h.api<{ pity: Pity }>('/solar/collection/offer', { token: user.token });
    const lines = [
      `Rare or better guaranteed within ${plural(pity.guaranteedWithin)}.`,
      `Epic or better guaranteed within ${plural(pity.epicGuaranteedWithin)}.`,
      `Legendary guaranteed within ${plural(pity.legendaryGuaranteedWithin)}.`,
    ];
    await expect
      .poll(() => page.getByTestId('pity').textContent(), { timeout: 30_000 })
      .toContain(lines[0]);
    const shown = ['rare', 'epic', 'legendary'].map((k) => page.getByTestId(`pity-${k}`));
    expect(await Promise.all(shown.map((line) => line.textContent()))).toEqual(lines);
    await h.screenshot(page, 'dashboard-guarantees-1280');
    await page.getByRole('link', { name: 'See the odds' }).click();
    await page.getByText(/Your next collect draws one of/).waitFor();
    const state = page.getByTestId('pity-state');
    await state.waitFor();
    const odds = await h.api<Odds>('/solar/odds', { token: user.token });
    expect(await rows(page, LEVEL_TABLE)).toEqual(levelRows(odds));
    if (odds.heldTo === null) {
      for (const line of lines) expect(await state.textContent()).toContain(line);
    }
    await h.screenshot(page, 'odds-player-1280');
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });
});
