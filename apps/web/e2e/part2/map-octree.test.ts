import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestUser } from '../support/harness.js';
import { brightPixels } from '../support/pixels.js';

/**
 * The map of a galaxy too large to load whole, played by the small test galaxy: the server is
 * told to name the octree from one system on, with pages of 4 systems, so the map streams cells
 * by the camera as it would at 100,000,000 systems.
 */

interface MapEntry {
  hash: string;
  name: string;
  coordinates: { x: number; y: number; z: number };
  discovered: boolean;
}

let h: Harness;
let user: TestUser;
let page: Page;
let systems: MapEntry[];

const KNOBS = { MAP_OCTREE_FROM: '1', MAP_OCTREE_PAGE: '4' };

beforeAll(async () => {
  const held = Object.fromEntries(Object.keys(KNOBS).map((k) => [k, process.env[k]]));
  Object.assign(process.env, KNOBS);
  try {
    // The server reads them when it starts; the files after this one must not.
    h = await startHarness();
  } finally {
    for (const [key, value] of Object.entries(held)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  user = await h.createUser('Surveyor');
  systems = await h.api<MapEntry[]>('/solar/solarsystems/map', { token: user.token });
  page = await h.signedInPage(user, '/map');
});
afterAll(async () => {
  await h?.close();
});

const map = () => page.getByTestId('galaxy-map');
const attribute = async (name: string) => Number(await map().getAttribute(name));

/** Octree cells the page has fetched so far. */
const cellRequests = () =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname.includes('/octree/')).length,
  );

/** Where a system is in the map's scene (data-frame: centre x, y, z and scale). */
async function sceneOf(system: MapEntry): Promise<number[]> {
  const [cx, cy, cz, scale] = (await map().getAttribute('data-frame'))!.split(',').map(Number);
  const { x, y, z } = system.coordinates;
  return [(x - cx!) * scale!, (y - cy!) * scale!, (z - cz!) * scale!];
}

describe('the octree map', () => {
  it('draws the root’s sample first, then the cells in view', async () => {
    // The first frame is drawn (data-first-frame), then the overlay goes.
    await expect
      .poll(() => map().getAttribute('data-first-frame'), { timeout: 60_000 })
      .not.toBe('');
    await page.getByText('Loading Galaxy Map').waitFor({ state: 'hidden', timeout: 60_000 });
    expect(await map().getAttribute('data-mode')).toBe('octree');
    expect(await attribute('data-total')).toBe(systems.length);
    // Split below the root once the camera is placed: more systems than the root's one page.
    await expect.poll(() => attribute('data-depth'), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => attribute('data-points'), { timeout: 30_000 }).toBeGreaterThan(50);
    expect(await attribute('data-points')).toBeLessThanOrEqual(systems.length);
    // Only the cells: the whole binary map is never fetched.
    const fetched = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (r) => new URL(r.name).pathname,
      ),
    );
    expect(fetched.some((path) => /\/map\/static\/[^/]+$/.test(path))).toBe(false);
    expect(fetched.filter((path) => path.includes('/octree/')).length).toBeGreaterThan(1);
    const png = await map().screenshot({ path: process.env.E2E_OCTREE_SHOT });
    expect(await brightPixels(page, png)).toBeGreaterThan(100);
  });

  it('refines as the camera zooms in', async () => {
    await expect
      .poll(
        async () => {
          const first = await map().getAttribute('data-depth');
          await page.waitForTimeout(500);
          return first === (await map().getAttribute('data-depth'));
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const before = await attribute('data-depth');
    const cells = await cellRequests();
    await map().focus();
    for (let i = 0; i < 12; i++) await page.keyboard.press('+');
    await expect.poll(() => attribute('data-depth'), { timeout: 30_000 }).toBeGreaterThan(before);
    // Deeper cells were fetched for it.
    expect(await cellRequests()).toBeGreaterThan(cells);
    await map().screenshot({ path: process.env.E2E_OCTREE_ZOOM_SHOT });
  });

  it('finds a system by name and flies to it, wherever its cell is', async () => {
    const names = new Map<string, number>();
    for (const s of systems) names.set(s.name, (names.get(s.name) ?? 0) + 1);
    const wanted = systems.find((s) => names.get(s.name) === 1)!;
    const search = page.getByRole('searchbox', { name: 'Find a system by name or hash' });
    await search.fill(wanted.name);
    await page
      .getByRole('list', { name: 'Systems found' })
      .getByRole('button')
      .filter({ has: page.getByText(wanted.name, { exact: true }) })
      .click();
    const panel = page.getByTestId('system-panel');
    await panel.getByRole('heading', { name: wanted.name, exact: true }).waitFor();
    const expected = await sceneOf(wanted);
    await expect
      .poll(
        async () => {
          const target = (await map().getAttribute('data-target'))!.split(',').map(Number);
          return target.map((v, i) => Math.abs(v - expected[i]!) < 1e-4);
        },
        { timeout: 30_000 },
      )
      .toEqual([true, true, true]);
    await expect.poll(() => attribute('data-points'), { timeout: 30_000 }).toBeGreaterThan(0);
    await map().screenshot({ path: process.env.E2E_OCTREE_FOUND_SHOT });
  });
});
