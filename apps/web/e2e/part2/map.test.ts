import { PerspectiveCamera, Vector3 } from 'three';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSystemHash } from '../support/game-state.js';
import { PHONE, startHarness } from '../support/harness.js';
import type { Harness, TestUser } from '../support/harness.js';
import { brightPixels } from '../support/pixels.js';

interface MapEntry {
  hash: string;
  name: string;
  coordinates: { x: number; y: number; z: number };
  discovered: boolean;
  discoveredById: number | null;
}

let h: Harness;
let user: TestUser;
let page: Page;
let systems: MapEntry[];

beforeAll(async () => {
  h = await startHarness();
  user = await h.createUser('Cartographer');
  await h.api(`/solar/collect/${findSystemHash((s) => s.planetCount > 0)}`, {
    method: 'POST',
    token: user.token,
  });
  systems = await h.api<MapEntry[]>('/solar/solarsystems/map', { token: user.token });
  page = await h.signedInPage(user, '/map');
});
afterAll(async () => {
  await h?.close();
});

const map = () => page.getByTestId('galaxy-map');
const points = async () => Number(await map().getAttribute('data-points'));

/** The map's camera and scene frame, as its region states them (data-camera, data-frame). */
async function sceneCamera() {
  const box = (await map().boundingBox())!;
  const [cx, cy, cz, scale] = (await map().getAttribute('data-frame'))!.split(',').map(Number);
  const [px, py, pz] = (await map().getAttribute('data-camera'))!.split(',').map(Number);
  const camera = new PerspectiveCamera(50, box.width / box.height, 0.0005, 100);
  camera.position.set(px!, py!, pz!);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  const toScreen = (s: MapEntry) => {
    const { x, y, z } = s.coordinates;
    const v = new Vector3((x - cx!) * scale!, (y - cy!) * scale!, (z - cz!) * scale!).project(
      camera,
    );
    return { x: ((v.x + 1) / 2) * box.width, y: ((1 - v.y) / 2) * box.height, depth: v.z };
  };
  return { box, toScreen };
}

/**
 * Where systems appear under the map's framing camera (the default eye direction, looking at the
 * galaxy's centre), and an undiscovered one standing clear of its neighbours so a click cannot
 * hit another.
 */
async function isolatedUndiscovered(): Promise<{ system: MapEntry; x: number; y: number }> {
  const { box, toScreen } = await sceneCamera();
  const screen = systems.map((s) => ({ system: s, ...toScreen(s) }));
  const clear = screen.find(
    (p) =>
      !p.system.discovered &&
      p.x > 40 &&
      p.x < box.width - 40 &&
      p.y > 40 &&
      p.y < box.height - 40 &&
      screen.every((q) => q === p || Math.hypot(q.x - p.x, q.y - p.y) > 25),
  );
  if (!clear) throw new Error('no isolated system on screen');
  return { ...clear, x: box.x + clear.x, y: box.y + clear.y };
}

/** Where a system is in the map's scene (data-frame: centre x, y, z and scale). */
async function sceneOf(on: Page, system: MapEntry): Promise<number[]> {
  const frame = await on.getByTestId('galaxy-map').getAttribute('data-frame');
  const [cx, cy, cz, scale] = frame!.split(',').map(Number);
  const { x, y, z } = system.coordinates;
  return [(x - cx!) * scale!, (y - cy!) * scale!, (z - cz!) * scale!];
}

async function cameraTarget(on: Page): Promise<number[]> {
  return (await on.getByTestId('galaxy-map').getAttribute('data-target'))!.split(',').map(Number);
}

/** Resolves once the camera's target is at `expected` (scene units, within 10⁻⁴). */
/** Waits until the camera holds still (the same view twice, a quarter of a second apart). */
async function cameraAtRest() {
  await expect
    .poll(
      async () => {
        const first = await map().getAttribute('data-camera');
        await page.waitForTimeout(250);
        return first === (await map().getAttribute('data-camera'));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

async function targetReaches(on: Page, expected: number[]) {
  await expect
    .poll(async () => (await cameraTarget(on)).map((v, i) => Math.abs(v - expected[i]!) < 1e-4), {
      timeout: 30_000,
    })
    .toEqual([true, true, true]);
}

describe('galaxy map', () => {
  it('shows the loading overlay, then a plot with visible stars', async () => {
    const overlay = page.getByText('Loading Galaxy Map');
    await overlay.waitFor({ state: 'visible' });
    await overlay.waitFor({ state: 'hidden', timeout: 60_000 });
    expect(await points()).toBe(systems.length);
    expect(await map().locator('canvas').count()).toBe(1);
    // The early context's first frame was drawn at a guessed size and half the resolution; after
    // it the drawing buffer takes the box's size at full resolution.
    await expect
      .poll(() =>
        map()
          .locator('canvas')
          .evaluate((canvas: HTMLCanvasElement) => {
            const ratio = Math.min(2, Math.max(1, devicePixelRatio));
            const box = canvas.parentElement!;
            return (
              [canvas.width, canvas.height].join('x') ===
              [Math.floor(box.clientWidth * ratio), Math.floor(box.clientHeight * ratio)].join('x')
            );
          }),
      )
      .toBe(true);
    // Opened on /map, the HTML's preload started the manifest and the page took it; the static
    // map came through the page's download worker (so it is not in the page's own resource
    // timing), and decoding the galaxy's blocks finished only after the first frame was drawn.
    const loading = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const urls = entries.map((r) => new URL(r.name).pathname);
      const data = entries.filter((r) => /\/map\/static(\/[^/]+)?$/.test(new URL(r.name).pathname));
      const mark = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
      return {
        manifests: urls.filter((u) => u.endsWith('/map/static')).length,
        mapsOnThePage: urls.filter((u) => /\/map\/static\/[^/]+$/.test(u)).length,
        worker: urls.some((u) => /static-map-fetch\.worker-[\w-]+\.js$/.test(u)),
        preloaded: data.map((r) => r.initiatorType),
        drawnFirst: mark('map:ready') <= mark('map:complete'),
      };
    });
    expect(loading).toEqual({
      manifests: 1,
      mapsOnThePage: 0,
      worker: true,
      preloaded: ['link'],
      drawnFirst: true,
    });
    const png = await map().screenshot();
    expect(await brightPixels(page, png)).toBeGreaterThan(200);
    await h.screenshot(page, 'part2-map-1280');
    expect(await h.seriousA11yViolations(page)).toEqual([]);
  });

  it('picks the system under the pointer and shows its panel', async () => {
    const target = await isolatedUndiscovered();
    await page.mouse.click(target.x, target.y);
    const panel = page.getByTestId('system-panel');
    await panel.getByRole('heading', { name: target.system.name, exact: true }).waitFor();
    const { x, y, z } = target.system.coordinates;
    await panel.getByText(`${x.toFixed(1)}, ${y.toFixed(1)}, ${z.toFixed(1)}`).waitFor();
    await panel.getByText('Undiscovered', { exact: true }).waitFor();
    await h.screenshot(page, 'part2-map-selected-1280');
    // Hovering names the system under the pointer (the panel narrowed the map: project again).
    const { box, toScreen } = await sceneCamera();
    const at = toScreen(target.system);
    await page.mouse.move(box.x + at.x + 1, box.y + at.y);
    await expect
      .poll(() => page.getByTestId('map-hover').textContent(), { timeout: 30_000 })
      .toBe(target.system.name);
  });

  it('rebuilds the points per filter and clears a selection the filter hides', async () => {
    const discovered = systems.filter((s) => s.discovered).length;
    await page.getByRole('button', { name: 'Discovered', exact: true }).click();
    await expect.poll(points).toBe(discovered);
    expect(await page.getByTestId('system-panel').count()).toBe(0);
    await page.getByRole('button', { name: 'Collected' }).click();
    await expect.poll(points).toBe(1);
    await page.getByRole('button', { name: 'Undiscovered' }).click();
    await expect.poll(points).toBe(systems.length - discovered);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(points).toBe(systems.length);
  });

  it('visits the picked system and restores the camera on return', async () => {
    const target = await isolatedUndiscovered();
    await page.mouse.click(target.x, target.y);
    await page
      .getByTestId('system-panel')
      .getByRole('heading', { name: target.system.name })
      .waitFor();

    // Orbit by dragging, then let the damping settle.
    const initial = await map().getAttribute('data-camera');
    const box = (await map().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 180, box.y + 160, { steps: 12 });
    await page.mouse.up();
    const camera = () => map().getAttribute('data-camera');
    let settled = await camera();
    for (let previous = ''; settled !== previous; settled = await camera()) {
      previous = settled ?? '';
      await page.waitForTimeout(500);
    }
    expect(settled).not.toBe(initial);

    await page.getByRole('button', { name: 'Visit System' }).click();
    await page.waitForURL(`**/solar/${target.system.hash}`);
    await page.getByRole('heading', { name: target.system.name, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Back to Map' }).click();
    await page.waitForURL('**/map');
    await page.getByText('Loading Galaxy Map').waitFor({ state: 'hidden', timeout: 60_000 });
    const restored = (await camera())!.split(',').map(Number);
    const saved = settled!.split(',').map(Number);
    restored.forEach((value, i) => expect(value).toBeCloseTo(saved[i]!, 2));
  });

  it('fits a phone screen', async () => {
    const phone = await h.signedInPage(user, '/map', { viewport: PHONE });
    await phone.getByText('Loading Galaxy Map').waitFor({ state: 'visible' });
    await phone.getByText('Loading Galaxy Map').waitFor({ state: 'hidden', timeout: 60_000 });
    expect(
      await phone.getByTestId('galaxy-map').evaluate((e) => (e as HTMLElement).offsetHeight),
    ).toBe(600);
    await h.screenshot(phone, 'part2-map-375');
    await phone.context().close();
  });
});

describe('finding systems on the map', () => {
  it('flies to my systems with previous and next', async () => {
    const mine = systems.find((s) => s.discoveredById === user.id)!;
    await page.getByRole('button', { name: 'Next of my systems' }).click();
    const panel = page.getByTestId('system-panel');
    await panel.getByRole('heading', { name: mine.name, exact: true }).waitFor();
    await targetReaches(page, await sceneOf(page, mine));
    await h.screenshot(page, 'part2-map-my-system-1280');
    // One system held: previous comes back to it.
    await page.getByRole('button', { name: 'Whole galaxy' }).click();
    await targetReaches(page, [0, 0, 0]);
    await page.getByRole('button', { name: 'Previous of my systems' }).click();
    await targetReaches(page, await sceneOf(page, mine));
  });

  it('finds a system by name, and by hash with Enter', async () => {
    const names = new Map<string, number>();
    for (const s of systems) names.set(s.name, (names.get(s.name) ?? 0) + 1);
    const wanted = systems.find((s) => !s.discovered && names.get(s.name) === 1)!;
    const search = page.getByRole('searchbox', { name: 'Find a system by name or hash' });
    await search.fill(wanted.name);
    await page
      .getByRole('list', { name: 'Systems found' })
      .getByRole('button')
      .filter({ has: page.getByText(wanted.name, { exact: true }) })
      .click();
    const panel = page.getByTestId('system-panel');
    await panel.getByRole('heading', { name: wanted.name, exact: true }).waitFor();
    await targetReaches(page, await sceneOf(page, wanted));
    await h.screenshot(page, 'part2-map-found-1280');

    const other = systems.find((s) => s !== wanted && !s.discovered)!;
    await search.fill(other.hash);
    await page.getByRole('list', { name: 'Systems found' }).getByRole('button').first().waitFor();
    await search.press('Enter');
    await panel.getByRole('heading', { name: other.name, exact: true }).waitFor();
  });

  it('orbits and zooms from the keyboard', async () => {
    // From the whole galaxy at rest: after a flight to one system the camera is so close that a
    // zoom step moves it less than data-camera's three decimals show.
    await page.getByRole('button', { name: 'Whole galaxy' }).click();
    await targetReaches(page, [0, 0, 0]);
    await cameraAtRest();
    const before = await map().getAttribute('data-camera');
    await map().focus();
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => map().getAttribute('data-camera'), { timeout: 30_000 })
      .not.toBe(before);
    await cameraAtRest();
    const turned = await map().getAttribute('data-camera');
    await page.keyboard.press('+');
    await expect
      .poll(() => map().getAttribute('data-camera'), { timeout: 30_000 })
      .not.toBe(turned);
  });

  it('jumps instead of flying under prefers-reduced-motion', async () => {
    const still = await h.signedInPage(user, '/map', { reducedMotion: 'reduce' });
    await still.getByText('Loading Galaxy Map').waitFor({ state: 'hidden', timeout: 60_000 });
    const mine = systems.find((s) => s.discoveredById === user.id)!;
    // Collect every camera position the map shows between the click and the arrival.
    await still.getByTestId('galaxy-map').evaluate((element) => {
      const seen = new Set<string>();
      (window as unknown as { cameraSeen: Set<string> }).cameraSeen = seen;
      new MutationObserver(() => seen.add(element.getAttribute('data-camera')!)).observe(element, {
        attributeFilter: ['data-camera'],
      });
    });
    // The camera may settle once more after the overlay goes (its first report): start afresh.
    await still.waitForTimeout(1_000);
    await still.evaluate(() =>
      (window as unknown as { cameraSeen: Set<string> }).cameraSeen.clear(),
    );
    await still.getByRole('button', { name: 'Next of my systems' }).click();
    await targetReaches(still, await sceneOf(still, mine));
    await still.waitForTimeout(1_500);
    // A flight would pass through many positions; a jump shows only where it lands.
    const seen = await still.evaluate(() => [
      ...(window as unknown as { cameraSeen: Set<string> }).cameraSeen,
    ]);
    expect(seen).toEqual([await still.getByTestId('galaxy-map').getAttribute('data-camera')]);
    await still.context().close();
  });
});
