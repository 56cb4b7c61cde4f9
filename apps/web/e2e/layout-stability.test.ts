import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { DESKTOP, PHONE, startHarness } from './support/harness.js';
import type { Harness, TestUser } from './support/harness.js';

// Panels reserve their space while they load (CLS ≤ 0.1, the Lighthouse bench's goal). Every API answer is held back
// for a while, so each page surely paints its loading state before its data: the layout shift
// measured is the worst a slow network gives, not whatever this run's timing happened to give.

const API_DELAY_MS = 1_500;
const MAX_CLS = 0.1;

let h: Harness;
let user: TestUser;

beforeAll(async () => {
  h = await startHarness();
  user = await h.createUser('Steady');
  const map =
    await h.api<{ hash: string; discoveredById: number | null }[]>('/solar/solarsystems/map');
  const first = map.find((s) => s.discoveredById === null)!;
  await h.api(`/solar/collect/${first.hash}`, { method: 'POST', token: user.token });
});
afterAll(async () => {
  await h?.close();
});

/** Records every layout shift from the first paint on, with the elements that moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const nodes = entry.sources.map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          if (!el) return '?';
          const label = el.getAttribute('aria-label') ?? el.getAttribute('aria-labelledby') ?? '';
          return `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}[${label}]`;
        });
        shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The live stream stays open for as long as the page does: it is never a load to wait for. */
const isStream = (url: string) => new URL(url).pathname.startsWith('/api/v1/events');

/** Counts the page's requests in flight (answers, chunks, fonts), the live stream left out. */
function trackRequests(page: Page): Set<Request> {
  const pending = new Set<Request>();
  page.on('request', (r) => {
    if (!isStream(r.url())) pending.add(r);
  });
  const done = (r: Request) => pending.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return pending;
}
const tracked = new WeakMap<Page, Set<Request>>();

/**
 * Resolves once nothing is loading and the last answers have been drawn: every request finished,
 * then a few frames painted with none started meanwhile (an answer may lead to another request).
 */
async function loaded(page: Page): Promise<void> {
  const pending = tracked.get(page)!;
  for (;;) {
    while (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    await page.evaluate(async () => {
      for (let i = 0; i < 5; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
      // The layout-shift observer hears of the last frame in a task of its own.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    if (pending.size === 0) return;
  }
}

/**
 * The page's cumulative layout shift once everything has loaded: the sum of the shifts in the
 * worst session window (up to 5 s, gaps under 1 s), as Chromium and Lighthouse count it.
 */
async function settledShift(page: Page, ready: () => Promise<void>) {
  await ready();
  await loaded(page);
  const shifts = await page.evaluate(
    () => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts,
  );
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  return { total, shifts };
}

async function slowPage(path: string, viewport: { width: number; height: number }) {
  const page = await h.newPage({ viewport });
  tracked.set(page, trackRequests(page));
  await recordShifts(page);
  const profile = await h.api<unknown>('/auth/me', { token: user.token });
  await page.addInitScript(
    ([token, stored]) => {
      localStorage.setItem('jwt', token);
      localStorage.setItem('user', stored);
    },
    [user.token, JSON.stringify(profile)] as const,
  );
  await page.route('**/api/v1/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.continue();
  });
  await page.goto(path);
  return page;
}

/**
 * The dashboard's `part` while `answer` is held back (the rest of the page loaded), and once it
 * has arrived (`shown`, a test id, visible).
 */
async function heights(
  viewport: { width: number; height: number },
  answer: string,
  shown: string,
  part: (page: Page) => Locator,
): Promise<{ loading: number; loaded: number }> {
  const page = await h.signedInPage(user, '/robots.txt', { viewport });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(answer, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Collection Statistics' }).waitFor();
  const loading = (await part(page).boundingBox())!.height;
  release();
  await page.getByTestId(shown).first().waitFor();
  const loaded = (await part(page).boundingBox())!.height;
  await page.context().close();
  return { loading, loaded };
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('on a %s, with answers that take their time', (name, viewport) => {
  it('keeps the dashboard still while its panels load', async () => {
    const page = await slowPage('/dashboard', viewport);
    const { total, shifts } = await settledShift(page, () =>
      page.getByRole('heading', { name: 'Collection Statistics' }).waitFor(),
    );
    await h.screenshot(page, `dashboard-settled-${name}`);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_CLS);
    await page.context().close();
  });

  it('holds the goals panel and the guarantees at their loaded heights while they load', async () => {
    // A new player's goals fill their reserve to within a line of text; the guarantees' lines,
    // laid out unseen while they load, take exactly their height.
    const goals = await heights(viewport, '**/api/v1/goals', 'goal', (page) =>
      page.getByRole('region', { name: 'Goals' }),
    );
    expect(Math.abs(goals.loaded - goals.loading), JSON.stringify(goals)).toBeLessThanOrEqual(24);
    const pity = await heights(viewport, '**/api/v1/solar/collection/offer', 'pity-rare', (page) =>
      page.getByTestId('pity'),
    );
    expect(pity.loading, JSON.stringify(pity)).toBe(pity.loaded);
  });

  it('keeps the collection still while it loads', async () => {
    const page = await slowPage('/collection', viewport);
    const { total, shifts } = await settledShift(page, () =>
      page.getByTestId('system-card').first().waitFor(),
    );
    await h.screenshot(page, `collection-settled-${name}`);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_CLS);
    await page.context().close();
  });

  it('keeps the trades page still while its offers load', async () => {
    const page = await slowPage('/trades', viewport);
    const { total, shifts } = await settledShift(page, () =>
      page.getByText('No offers waiting for you.', { exact: false }).waitFor(),
    );
    await h.screenshot(page, `trades-settled-${name}`);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_CLS);
    await page.context().close();
  });
});
