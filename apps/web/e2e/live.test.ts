import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSystemHash } from './support/game-state.js';
import { PHONE, startHarness } from './support/harness.js';
import type { Harness, TestUser } from './support/harness.js';

// The live galaxy (docs/api.md "Live events"): a discovery by one player reaches another's open
// pages without a reload, through one stream per browser that its tabs share.

let h: Harness;
let watcher: TestUser;
let finders = 0;
const taken = new Set<string>();

beforeAll(async () => {
  h = await startHarness();
  watcher = await h.createUser('Watcher');
});
afterAll(async () => {
  await h?.close();
});

/** A new player collects a system nobody holds (a first collection may be any); its hash. */
async function discoverySomewhere(): Promise<string> {
  const finder = await h.createUser(`Finder${++finders}`);
  const hash = findSystemHash((s) => !taken.has(s.hash));
  taken.add(hash);
  await h.api(`/solar/collect/${hash}`, { method: 'POST', token: finder.token });
  return hash;
}

const live = (page: Page) => page.locator('html[data-live-status="live"]');
const feedEntry = (page: Page, hash: string) =>
  page.getByTestId('galaxy-live').locator(`li[data-hash="${hash}"]`);

/** Requests for the event stream made by any page of the context: how many, and the ids sent. */
function countStreams(context: BrowserContext) {
  const resumedFrom: (string | undefined)[] = [];
  context.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/v1/events')
      resumedFrom.push(request.headers()['last-event-id']);
  });
  return Object.assign(() => resumedFrom.length, { resumedFrom });
}

describe('the Galaxy live feed', () => {
  it('shows another player’s discovery without a reload, on a phone too, and passes axe', async () => {
    const page = await h.signedInPage(watcher, '/dashboard', { viewport: PHONE });
    await live(page).waitFor();
    const hash = await discoverySomewhere();
    await feedEntry(page, hash).waitFor();
    const entry = await feedEntry(page, hash).innerText();
    expect(entry).toMatch(/Common|Uncommon|Rare|Epic|Legendary/);
    expect(entry).toMatch(/ in .+, by /);
    expect(entry).toContain('just now');
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'live-feed-phone');
    await page.context().close();
  });
});

describe('one stream per browser', () => {
  it('lets two tabs share one stream, and hands it over when the leader closes', async () => {
    const first = await h.signedInPage(watcher, '/dashboard');
    const context = first.context();
    await live(first).waitFor();
    // Counted from here: the first tab's stream is open.
    const streams = countStreams(context);
    const second = await context.newPage();
    await second.goto('/dashboard');
    await live(second).waitFor();
    const roles = await Promise.all(
      [first, second].map((p) => p.locator('html').getAttribute('data-live-role')),
    );
    expect([...roles].sort()).toEqual(['follower', 'leader']);

    const hash = await discoverySomewhere();
    await Promise.all([feedEntry(first, hash).waitFor(), feedEntry(second, hash).waitFor()]);
    // The second tab opened no stream of its own.
    expect(streams()).toBe(0);

    const leader = roles[0] === 'leader' ? first : second;
    const follower = leader === first ? second : first;
    await leader.close();
    await follower.locator('html[data-live-role="leader"][data-live-status="live"]').waitFor();
    // The request's event may reach the test after the page's attribute does.
    await expect.poll(streams).toBe(1);
    // It resumed after the last event the tab saw, relayed by the old leader.
    expect(streams.resumedFrom[0]).toMatch(/^[0-9a-z]+-[1-9][0-9]*$/);
    const next = await discoverySomewhere();
    await feedEntry(follower, next).waitFor();
    await context.close();
  });
});

describe('the map, live', () => {
  async function openMap(options = {}) {
    const page = await h.signedInPage(watcher, '/map', options);
    const map = page.getByTestId('galaxy-map');
    await page.waitForFunction(() => {
      const region = document.querySelector('[data-testid="galaxy-map"]');
      return region && region.getAttribute('data-first-frame') !== '';
    });
    await live(page).waitFor();
    return { page, map };
  }

  it('marks a new discovery with a pulse and updates the counts', async () => {
    const { page, map } = await openMap();
    const before = Number(await map.getAttribute('data-discovered'));
    await discoverySomewhere();
    await expect
      .poll(async () => Number(await map.getAttribute('data-discovered')))
      .toBe(before + 1);
    await expect.poll(() => map.getAttribute('data-pulsed')).not.toBe('');
    expect(await map.getAttribute('data-pulse-motion')).toBe('moving');
    await expect
      .poll(() => page.getByTestId('map-discovered').innerText())
      .toContain(`Discovered: ${before + 1} of`);
    await page.getByRole('button', { name: 'Undiscovered' }).click();
    const shown = Number(await map.getAttribute('data-points'));
    await discoverySomewhere();
    await expect.poll(async () => Number(await map.getAttribute('data-points'))).toBe(shown - 1);
    await h.screenshot(page, 'live-map');
    await page.context().close();
  });

  it('holds the pulse still under prefers-reduced-motion', async () => {
    const { page, map } = await openMap({ reducedMotion: 'reduce' });
    await discoverySomewhere();
    await expect.poll(() => map.getAttribute('data-pulsed')).not.toBe('');
    expect(await map.getAttribute('data-pulse-motion')).toBe('still');
    await h.elementScreenshot(map, 'live-map-pulse-still');
    await page.context().close();
  });
});
