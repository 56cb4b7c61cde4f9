import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSystemHash, grant } from '../support/game-state.js';
import { PHONE, startHarness } from '../support/harness.js';
import { mailedMatch } from '../support/mailbox.js';
import type { Harness, TestUser } from '../support/harness.js';

let h: Harness;
let collector: TestUser;
let collectedName: string;

beforeAll(async () => {
  h = await startHarness();
  collector = await h.createUser('Archivist');
  const hash = findSystemHash((s) => s.planetCount > 0);
  const result = await h.api<{ system: { name: string } }>(`/solar/collect/${hash}`, {
    method: 'POST',
    token: collector.token,
  });
  collectedName = result.system.name;
});
afterAll(async () => {
  await h?.close();
});

const query = (page: Page) => new URL(page.url()).search;

describe('guide', () => {
  let page: Page;
  beforeAll(async () => {
    page = await h.signedInPage(collector, '/guide');
  });

  it('pages through every system with the shared pagination', async () => {
    await page.getByText('Showing 1-16 of 300 results').waitFor();
    expect(await page.getByTestId('system-card').count()).toBe(16);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByText('Showing 17-32 of 300 results').waitFor();
    expect(query(page)).toBe('?page=2');
    await page.getByRole('button', { name: 'Last' }).click();
    await page.getByText('Showing 289-300 of 300 results').waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'part2-guide-1280');
    expect(await page.getByTestId('page-window').isVisible()).toBe(true);
    await page.setViewportSize(PHONE);
    // The page-number window is desktop only; First/Previous/Next/Last stay.
    expect(await page.getByTestId('page-window').count()).toBe(1);
    expect(await page.getByTestId('page-window').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'First' }).isVisible()).toBe(true);
    await h.screenshot(page, 'part2-guide-375');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('accepts only 1..last in the go-to-page form', async () => {
    const input = page.getByLabel('Go to page');
    await input.fill('99');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await page.getByText('Enter a page from 1 to 19').waitFor();
    expect(query(page)).toBe('?page=19');
    await input.fill('3');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await page.getByText('Showing 33-48 of 300 results').waitFor();
  });

  it('clamps the filters, resets the page and shows the empty state', async () => {
    await page.getByLabel('Min Planets').fill('40');
    await page.waitForURL(/minPlanets=12/);
    expect(query(page)).not.toContain('page=');
    await page.getByLabel('Min Stars').fill('0');
    await page.getByLabel('Discovery Status').selectOption('discovered');
    await page.waitForURL(/status=discovered/);
    expect(await page.getByLabel('Min Stars').inputValue()).toBe('1');
    await page.getByText('No systems found matching your criteria.').waitFor();
  });

  it('opens a card and the back button restores search, filters and page', async () => {
    await page.goto('/guide?minPlanets=1&status=undiscovered&page=2');
    await page.getByText(/^Showing 17-32 of \d+ results$/).waitFor();
    const card = page.getByRole('link', { name: /^Open / }).first();
    const name = (await card.getAttribute('aria-label'))!.replace('Open ', '');
    await card.click();
    await page.waitForURL(/\/solar\//);
    await page.getByRole('heading', { name, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Back to Guide' }).click();
    await page.waitForURL(/\/guide\?/);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      page: '2',
      minPlanets: '1',
      status: 'undiscovered',
    });
    expect(await page.getByLabel('Min Planets').inputValue()).toBe('1');
    await page.getByText(/^Showing 17-32 of \d+ results$/).waitFor();
  });

  it('finds a system by name', async () => {
    await page.goto('/guide');
    await page.getByPlaceholder('Search by name or hash...').fill(collectedName);
    await page.getByRole('link', { name: `Open ${collectedName}` }).waitFor();
    expect(query(page)).toContain('search=');
  });
});

describe('collection', () => {
  let page: Page;
  beforeAll(async () => {
    page = await h.signedInPage(collector, '/collection');
  });

  it('lists the held systems with search, sort and filters in the query string', async () => {
    await page.getByRole('link', { name: `Open ${collectedName}` }).waitFor();
    await page.getByText('Showing 1-1 of 1 results').waitFor();
    await page.getByLabel('Search').fill(collectedName.slice(1, 4).toUpperCase());
    await page.getByRole('link', { name: `Open ${collectedName}` }).waitFor();
    await page.getByLabel('Search').fill('no such system');
    await page.getByText('No systems found matching your criteria.').waitFor();
    await page.getByLabel('Sort by').selectOption('rarity');
    await page.getByLabel('Direction').selectOption('asc');
    expect(query(page)).toBe('?search=no+such+system&sort=rarity&direction=asc');
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByRole('link', { name: `Open ${collectedName}` }).waitFor();
  });

  it('applies and clears filters, counting active groups on the badge', async () => {
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.locator('#collection-filters');
    await panel
      .getByRole('group', { name: /Number of Stars/ })
      .getByLabel('Min')
      .fill('3');
    await panel.getByLabel('Has habitable planets').check();
    // The planet bounds cannot cross: a max below the min is held at the min.
    await panel
      .getByRole('group', { name: /Number of Planets/ })
      .getByLabel('Min')
      .fill('5');
    await panel
      .getByRole('group', { name: /Number of Planets/ })
      .getByLabel('Max')
      .fill('2');
    expect(
      await panel
        .getByRole('group', { name: /Number of Planets/ })
        .getByLabel('Max')
        .inputValue(),
    ).toBe('5');
    await panel.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/minStars=3/);
    expect(query(page)).toBe('?minStars=3&minPlanets=5&maxPlanets=5&habitable=true');
    expect(await page.getByTestId('filter-badge').textContent()).toBe('3');
    await page.getByText('No systems found matching your criteria.').waitFor();
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'part2-collection-filters-1280');
    await panel.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL((url) => url.search === '');
    // The URL changes before React renders the cleared filters: wait for the render, then assert.
    await page.getByText('No systems found matching your criteria.').waitFor({ state: 'detached' });
    expect(await page.getByTestId('filter-badge').count()).toBe(0);
  });

  it('restores its query string through the system page back button', async () => {
    await page.goto('/collection?sort=name&direction=asc');
    await page.getByRole('link', { name: `Open ${collectedName}` }).click();
    await page.waitForURL(/\/solar\//);
    await page.getByRole('button', { name: 'Back to Collection' }).click();
    await page.waitForURL(/\/collection/);
    expect(query(page)).toBe('?sort=name&direction=asc');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('name');
  });

  it('fits a phone screen', async () => {
    const phone = await h.signedInPage(collector, '/collection', { viewport: PHONE });
    await phone.getByRole('link', { name: `Open ${collectedName}` }).waitFor();
    // The page-number window is desktop only: there, but hidden.
    expect(await phone.getByTestId('page-window').count()).toBe(1);
    expect(await phone.getByTestId('page-window').isVisible()).toBe(false);
    expect(await h.seriousA11yViolations(phone)).toEqual([]);
    await h.screenshot(phone, 'part2-collection-375');
    await phone.context().close();
  });
});

describe('ledger', () => {
  it('pages more than 25 rows with the page in the query string', async () => {
    const user = await h.createUser('Banker');
    for (let i = 1; i <= 30; i++) await grant(h.databasePath, user.id, i % 3 === 0 ? -1 : 100);
    const page = await h.signedInPage(user, '/ledger');
    await page.getByText('Page 1 of 2').waitFor();
    expect(await page.getByTestId('balance').textContent()).toBe('1,990 Ϟ');
    expect(await page.getByTestId('transaction').count()).toBe(25);
    const rows = await page.getByTestId('transaction').allTextContents();
    expect(rows.some((row) => / - e2e grant.*\+100 Ϟ$/.test(row))).toBe(true);
    expect(rows.some((row) => /−1 Ϟ$/.test(row))).toBe(true);
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'part2-ledger-1280');
    await page.setViewportSize(PHONE);
    await h.screenshot(page, 'part2-ledger-375');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    expect(query(page)).toBe('?page=2');
    expect(await page.getByTestId('transaction').count()).toBe(5);
    await page.reload();
    await page.getByText('Page 2 of 2').waitFor();
    await page.goBack();
    await page.getByText('Page 1 of 2').waitFor();
    await page.context().close();
  });

  it('shows the empty text and no paging for a new player', async () => {
    const page = await h.signedInPage(await h.createUser('Pauper'), '/ledger');
    await page.getByText('No transactions found.').waitFor();
    expect(await page.getByText(/^Page \d+ of \d+$/).count()).toBe(0);
    await page.context().close();
  });
});

describe('achievements', () => {
  it('shows the latest achievement, the grid and the sort menu', async () => {
    const page = await h.signedInPage(collector, '/achievements');
    await page.getByRole('heading', { name: 'All Achievements' }).waitFor();
    await page.getByTestId('achievement-card').first().waitFor();
    const cards = page.locator('ul [data-testid="achievement-card"]');
    expect(await cards.count()).toBeGreaterThanOrEqual(20);
    expect(await page.getByText(/^Reward: \d+ Ϟ$/).count()).toBeGreaterThanOrEqual(20);
    // Progress bars only on started achievements.
    const notStarted = page.locator('ul [data-status="not-started"]');
    expect(await notStarted.first().getByRole('progressbar').count()).toBe(0);

    const levels = async () =>
      (await cards.locator('text=/^Level \\d$/').allTextContents()).map((t) => Number(t.at(-1)));
    const ascending = await levels();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await page.getByRole('button', { name: /^Level/ }).click();
    await page.getByRole('button', { name: 'Level descending' }).waitFor();
    const descending = await levels();
    expect(descending).toEqual([...ascending].sort((a, b) => b - a));

    await page.getByRole('button', { name: /^Status/ }).click();
    const statuses = await cards.evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-status')),
    );
    const rank = { completed: 0, 'in-progress': 1, 'not-started': 2 } as Record<string, number>;
    const ranks = statuses.map((s) => rank[s!]!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // The collector has earned First Light, so completed ones lead and the latest card shows.
    expect(statuses[0]).toBe('completed');
    expect(await page.getByRole('heading', { name: 'Latest Achievement' }).isVisible()).toBe(true);
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'part2-achievements-1280');
    await page.setViewportSize(PHONE);
    await h.screenshot(page, 'part2-achievements-375');
    await page.context().close();
  });
});

describe('settings', () => {
  it('changes the email with the current password, once the mailed link is opened', async () => {
    const user = await h.createUser('Settler');
    const page = await h.signedInPage(user, '/settings');
    const emailForm = page.getByRole('form', { name: 'Update Email' });
    const newEmail = `new-${user.email}`;
    await emailForm.getByLabel('New email').fill(newEmail);
    await emailForm.getByLabel('Current password').fill('not my password');
    await emailForm.getByRole('button', { name: 'Update Email' }).click();
    await emailForm.getByText('Current password is incorrect').waitFor();
    expect(await emailForm.getByLabel('Current password').getAttribute('aria-invalid')).toBe(
      'true',
    );

    await emailForm.getByLabel('Current password').fill(user.password);
    await emailForm.getByRole('button', { name: 'Update Email' }).click();
    const status = emailForm.getByRole('status');
    await status.getByText('Check your new address').waitFor();
    expect(await status.textContent()).toContain(newEmail);
    expect(await status.textContent()).toContain(`stays ${user.email}`);
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'part2-settings-email-pending-1280');

    const token = decodeURIComponent(
      await mailedMatch(h.databasePath, newEmail, /confirm-email\?token=([\w%-]+)/),
    );
    // Opened in this signed-in browser: nothing changes until the button is pressed.
    await page.goto(`/confirm-email?token=${encodeURIComponent(token)}`);
    await page.getByRole('button', { name: 'Confirm Email Address' }).waitFor();
    expect((await h.api<{ email: string }>('/auth/me', { token: user.token })).email).toBe(
      user.email,
    );
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'part2-confirm-email-1280');
    await page.getByRole('button', { name: 'Confirm Email Address' }).click();
    await page.getByRole('status').getByText('Email updated successfully').waitFor();
    await page.getByRole('link', { name: 'Back to Settings' }).click();
    await page.waitForURL('**/settings');
    expect(
      await page.getByRole('form', { name: 'Update Email' }).getByLabel('New email').inputValue(),
    ).toBe(newEmail);

    // Used once: the same link again is refused, in words.
    await page.goto(`/confirm-email?token=${encodeURIComponent(token)}`);
    await page.getByRole('button', { name: 'Confirm Email Address' }).click();
    await page
      .getByRole('alert')
      .getByText(/not valid or has expired/)
      .waitFor();
    await page.context().close();
  });

  it('refuses mismatched and common passwords, then changes the password', async () => {
    const user = await h.createUser('Keyholder');
    const page = await h.signedInPage(user, '/settings');
    const form = page.getByRole('form', { name: 'Update Password' });
    await form.getByLabel('Current password').fill(user.password);
    await form.getByLabel('New password', { exact: true }).fill('another-long-password');
    await form.getByLabel('Confirm new password').fill('a-different-password');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('New passwords do not match').waitFor();

    await form.getByLabel('New password', { exact: true }).fill('Password123');
    await form.getByLabel('Confirm new password').fill('Password123');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await form.getByText('This password is too common').waitFor();
    expect(
      await form.getByLabel('New password', { exact: true }).getAttribute('aria-invalid'),
    ).toBe('true');

    await form.getByLabel('New password', { exact: true }).fill('another-long-password');
    await form.getByLabel('Confirm new password').fill('another-long-password');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated successfully').waitFor();
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'part2-settings-1280');
    await page.context().close();
  });

  it('keeps saved email preferences across a reload', async () => {
    const user = await h.createUser('Reader');
    const page = await h.signedInPage(user, '/settings');
    // The email preferences' own switches: the profile's switch below them comes with its own
    // answer, sometimes after these were counted.
    const toggles = page.getByRole('region', { name: 'Email Preferences' }).getByRole('switch');
    await toggles.first().waitFor();
    const before = await toggles.evaluateAll((els) =>
      els.map((e) => (e as HTMLInputElement).checked),
    );
    await toggles.first().click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Email preferences updated successfully').waitFor();
    await page.reload();
    await toggles.first().waitFor();
    const after = await toggles.evaluateAll((els) =>
      els.map((e) => (e as HTMLInputElement).checked),
    );
    expect(after).toEqual([!before[0], ...before.slice(1)]);
    await page.context().close();
  });

  it('deletes the account after the two-step confirmation and ends at / signed out', async () => {
    const user = await h.createUser('Leaver');
    const page = await h.signedInPage(user, '/settings', { viewport: PHONE });
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = page.getByRole('form', { name: 'Confirm deletion' });
    await confirm.getByLabel('Current password').fill('not my password');
    await confirm.getByRole('button', { name: 'Yes, Delete My Account' }).click();
    // A wrong password keeps the confirmation open, with the field's error; the account stays.
    await confirm.getByText('Current password is incorrect').waitFor();
    expect((await h.api<{ id: number }>('/auth/me', { token: user.token })).id).toBe(user.id);
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'part2-settings-delete-375');
    await confirm.getByLabel('Current password').fill(user.password);
    await confirm.getByRole('button', { name: 'Yes, Delete My Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    // The signed-out landing page offers Start Exploring.
    await page.getByRole('link', { name: 'Start Exploring' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(
      h.api('/auth/login', {
        method: 'POST',
        body: { email: user.email, password: user.password },
      }),
    ).rejects.toThrow();
    await page.context().close();
  });
});
