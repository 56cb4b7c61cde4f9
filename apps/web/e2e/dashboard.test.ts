import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { findSystemHash, grant } from './support/game-state.js';
import { PHONE, startHarness } from './support/harness.js';
import type { Harness, TestUser } from './support/harness.js';

let h: Harness;
let user: TestUser;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  user = await h.createUser('Collector');
  page = await h.signedInPage(user, '/dashboard');
});
afterEach(async ({ task }) => {
  // A failed step leaves a picture of the page behind, to look at.
  if (task.result?.state === 'fail') await h.screenshot(page, `failed-${task.name.slice(0, 40)}`);
});
afterAll(async () => {
  await h?.close();
});

const bodyOverflow = (p: Page) => p.evaluate(() => document.body.style.overflow);

describe('dashboard', () => {
  it('greets the player and shows an empty collection', async () => {
    await page.getByRole('heading', { name: `Welcome back, ${user.username}` }).waitFor();
    await page.getByText('No collections yet. Collect your first solar system!').waitFor();
    for (const panel of ['System Overview', 'Rarity', 'Star Types', 'Planet Types']) {
      expect(await page.getByRole('heading', { name: panel, exact: true }).isVisible()).toBe(true);
    }
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'dashboard-empty-1280');
  });

  it('collects a system through the discovery animation into its page', async () => {
    // Every heading the animation shows, recorded as it appears: a busy machine may not look in
    // time to see a 1.5 s step, but the page still has to show it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { stepsSeen: string[] }).stepsSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('dialog.discovery-overlay h2')?.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Collect New System' }).click();
    const overlay = page.locator('dialog.discovery-overlay');
    await overlay.waitFor();
    expect(await bodyOverflow(page)).toBe('hidden');
    await overlay.getByRole('heading', { name: /New system discovered/ }).waitFor();
    const steps = await page.evaluate(
      () => (window as unknown as { stepsSeen: string[] }).stepsSeen,
    );
    const at = (pattern: RegExp) => steps.findIndex((text) => pattern.test(text));
    expect(at(/Deep-space scan/)).toBeGreaterThanOrEqual(0);
    expect(at(/^Finalising analysis: /)).toBeGreaterThan(at(/Deep-space scan/));
    expect(at(/New system discovered/)).toBeGreaterThan(at(/^Finalising analysis: /));
    await overlay.getByTestId('system-card').waitFor();
    await h.screenshot(page, 'discovery-result-1280');
    const name = (await overlay.locator('.text-glow').textContent()) ?? '';
    expect(name.length).toBeGreaterThan(0);

    await overlay.getByRole('button', { name: 'Explore System' }).click();
    // The first collection earns "First Light" (level 1): a toast in level 1's green, shown once
    // the overlay has closed.
    // One atomic read: the toast closes itself after 5 s.
    const [toastClass, toastBorder] = await page
      .locator('.achievement-toast', { hasText: 'First Light' })
      .evaluate((el) => [el.className, getComputedStyle(el).borderLeftColor]);
    expect(toastClass).toContain('achievement-level-1');
    expect(toastBorder).toBe('rgb(34, 197, 94)');
    await page.waitForURL(/\/solar\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByText('Discovered', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(`Collected by ${user.username}`).isVisible()).toBe(true);
    expect(await bodyOverflow(page)).toBe('');
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'system-1280');
  });

  it('opens a body in a modal that locks scroll and closes on Escape', async () => {
    await page.locator('.body-card-open').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Physical Properties' }).waitFor();
    expect(await bodyOverflow(page)).toBe('hidden');
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'body-modal-1280');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible(), { timeout: 30_000 }).toBe(false);
    expect(await bodyOverflow(page)).toBe('');
  });

  it('goes back to the dashboard, which now counts down and lists the system', async () => {
    await page.getByRole('button', { name: /Back to Dashboard/ }).click();
    await page.waitForURL('**/dashboard');
    const timer = page.getByRole('timer');
    await timer.waitFor();
    const first = await timer.textContent();
    expect(first).toMatch(/^You can collect a new system in 2[34]h \d+m \d+s$/);
    await expect.poll(() => timer.textContent(), { timeout: 30_000 }).not.toBe(first);
    expect(await page.getByText('Want a new system faster?').isVisible()).toBe(true);
    expect(await page.getByTestId('systems-collected').textContent()).toBe('1');
    expect(await page.getByRole('link', { name: /open system/ }).count()).toBe(1);
    await h.screenshot(page, 'dashboard-cooldown-1280');
  });

  it('refuses a buy-down the balance cannot pay, in the browser', async () => {
    // Rewards vary by system and achievement: bring the balance to 50 so one hour (100) is too dear.
    const { balance } = await h.api<{ balance: number }>('/transactions/balance', {
      token: user.token,
    });
    if (balance !== 50) await grant(h.databasePath, user.id, 50 - balance);
    await page.reload();
    await page.getByTestId('currency-balance').getByText('50 Ϟ').waitFor();
    await page.getByRole('button', { name: 'Buy down cooldown' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy down cooldown' });
    const slider = dialog.getByRole('slider');
    expect(await slider.getAttribute('min')).toBe('1');
    expect(await slider.inputValue()).toBe('1');
    // The modal keeps keyboard focus inside itself.
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Buy down', exact: true }).click();
    await dialog.getByText('You do not have enough currency for this buydown.').waitFor();
    await h.screenshot(page, 'buydown-refused-1280');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('marks an unaffordable telescope upgrade, then upgrades once credits arrive', async () => {
    const telescope = page.getByRole('region', { name: 'Telescope' });
    await telescope.getByText('Insufficient credits').waitFor();
    expect(await telescope.getByRole('button', { name: 'Upgrade Telescope' }).isDisabled()).toBe(
      true,
    );

    await grant(h.databasePath, user.id, 5000);
    await page.reload();
    await page.getByTestId('currency-balance').getByText('5,050 Ϟ').waitFor();
    await telescope.getByRole('button', { name: 'Upgrade Telescope' }).click();
    const confirm = page.getByRole('dialog', { name: 'Upgrade telescope' });
    await confirm
      .getByText(/Upgrade to level 2 for 2,500 credits\? Your range grows to 17,500 ly\./)
      .waitFor();
    const before = await page.getByTestId('currency-balance').textContent();
    await confirm.getByRole('button', { name: 'Confirm Upgrade' }).click();
    await telescope.getByText('17,500 ly').waitFor();
    const after = await page.getByTestId('currency-balance').textContent();
    const amount = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
    expect(amount(before) - amount(after)).toBe(2500);
  });

  it('buys the whole cooldown down and can collect again', async () => {
    await page.getByRole('button', { name: 'Buy down cooldown' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy down cooldown' });
    const slider = dialog.getByRole('slider');
    const max = Number(await slider.getAttribute('max'));
    expect(max).toBe(24);
    await slider.focus();
    await page.keyboard.press('End');
    expect(await slider.inputValue()).toBe('24');
    await h.screenshot(page, 'buydown-dialog-1280');
    await dialog.getByRole('button', { name: 'Buy down', exact: true }).click();
    await page.getByText('Cooldown reduced by 24 hours').waitFor();
    await page.getByRole('button', { name: 'Collect New System' }).waitFor();
  });

  it('skips the animation to the result and returns to the dashboard', async () => {
    const other = await h.createUser('Skipper');
    const skipper = await h.signedInPage(other, '/dashboard');
    await skipper.getByRole('button', { name: 'Collect New System' }).click();
    const overlay = skipper.locator('dialog.discovery-overlay');
    await overlay.getByRole('button', { name: 'Skip Animation' }).click();
    await overlay.getByRole('heading', { name: /New system discovered/ }).waitFor();
    await overlay.getByRole('button', { name: 'Return to Dashboard' }).click();
    await overlay.waitFor({ state: 'detached' });
    await skipper.getByRole('timer').waitFor();
    await expect
      .poll(() => skipper.getByTestId('systems-collected').textContent(), { timeout: 30_000 })
      .toBe('1');
    await skipper.context().close();
  });

  it('shortens the animation for players who prefer reduced motion', async () => {
    const calm = await h.createUser('Calm');
    const page2 = await h.signedInPage(calm, '/dashboard', { reducedMotion: 'reduce' });
    await page2.getByRole('button', { name: 'Collect New System' }).click();
    const overlay = page2.locator('dialog.discovery-overlay');
    await overlay.getByRole('heading', { name: /New system discovered/ }).waitFor();
    const reveal = overlay.locator('.reveal');
    await reveal.waitFor();
    // The reveal's CSS animation is cut to (nearly) nothing under prefers-reduced-motion.
    expect(
      await reveal.evaluate((el) => parseFloat(getComputedStyle(el).animationDuration)),
    ).toBeLessThan(0.01);
    await page2.context().close();
  });

  it('opens a moon in the body modal with its sub-panel', async () => {
    const lunar = await h.createUser('Lunar');
    const map = await h.api<{ hash: string; discovered: boolean }[]>('/solar/solarsystems/map');
    const taken = new Set(map.filter((s) => s.discovered).map((s) => s.hash));
    const hash = findSystemHash((s) => s.moonCount > 0 && !taken.has(s.hash));
    // The harness makes a targeted scan free, so the API can take this one directly.
    await h.api(`/solar/collect/${hash}`, { method: 'POST', token: lunar.token });
    const page3 = await h.signedInPage(lunar, `/solar/${hash}`);
    const chip = page3.locator('.body-card .chip').first();
    const moonName = (await chip.textContent()) ?? '';
    await chip.click();
    const panel = page3.getByRole('dialog').getByTestId('moon-panel');
    await panel.getByRole('heading', { name: moonName }).waitFor();
    for (const label of ['Type', 'Size', 'Mass', 'Radius', 'Orbital period', 'Tidally locked']) {
      expect(await panel.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    expect(await h.seriousA11yViolations(page3)).toEqual([]);
    await h.screenshot(page3, 'moon-modal-1280');
    await page3.context().close();
  });

  it('lays out on a phone', async () => {
    const phone = await h.signedInPage(user, '/dashboard', { viewport: PHONE });
    await phone.getByRole('heading', { name: 'Recently Collected' }).waitFor();
    const pageWidth = () => phone.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await h.screenshot(phone, 'dashboard-375');
    await phone
      .getByRole('link', { name: /open system/ })
      .first()
      .click();
    await phone.waitForURL(/\/solar\//);
    await phone.getByRole('heading', { name: 'Stars' }).waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await h.screenshot(phone, 'system-375');
    await phone.context().close();
  });

  it('draws each card type with its own treatment', async () => {
    const found = new Map<string, string>();
    for (let pageNo = 1; pageNo <= 19 && found.size < 4; pageNo += 1) {
      const result = await h.api<{ systems: { hash: string; cardType: string }[] }>(
        `/solar/solarsystems/search/optimized?page=${pageNo}&limit=16`,
      );
      for (const s of result.systems) if (!found.has(s.cardType)) found.set(s.cardType, s.hash);
    }
    expect(found.size).toBeGreaterThanOrEqual(3);
    for (const [cardType, hash] of found) {
      await page.goto(`/solar/${hash}`);
      const card = page.getByTestId('system-card');
      await card.waitFor();
      expect(await card.getAttribute('data-card-type')).toBe(cardType);
      await h.elementScreenshot(card, `card-${cardType}`);
    }
  });

  it('hides details of an undiscovered system', async () => {
    const systems =
      await h.api<{ hash: string; discoveredById: number | null }[]>('/solar/solarsystems/map');
    const free = systems.find((s) => s.discoveredById === null);
    expect(free).toBeDefined();
    await page.goto(`/solar/${free!.hash}`);
    await page.getByText('Undiscovered', { exact: true }).waitFor();
    expect(await page.getByText(/Some data may be inaccurate or unavailable/).isVisible()).toBe(
      true,
    );
    // What is known (stars, orbits), and one line for the rest instead of an Unknown per value.
    expect(await page.locator('.unknown-value').count()).toBe(0);
    expect(await page.getByTestId('unknown-line').isVisible()).toBe(true);
    await page.getByRole('region', { name: 'Stars' }).getByRole('button').first().click();
    await page
      .getByText('This celestial body has not been discovered.', { exact: false })
      .waitFor();
    await h.screenshot(page, 'system-undiscovered-1280');
    await page.keyboard.press('Escape');
  });
});
