import { PerspectiveCamera, Vector3 } from 'three';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSystemHash } from '../support/game-state.js';
import { PHONE, startHarness } from '../support/harness.js';
import type { Harness, TestUser } from '../support/harness.js';

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

/** Bright pixels in a PNG, counted by the browser's own decoder. */
async function brightPixels(png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let bright = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i]! + data[i + 1]! + data[i + 2]! > 300) bright++;
    return bright;
  }, png.toString('base64'));
}

/**
 * Where a system appears under the default camera (eye 1.5, 1.5, 1.5, fov 50), and an
 * undiscovered one standing clear of its neighbours so a click cannot hit another.
 */
async function isolatedUndiscovered(): Promise<{ system: MapEntry; x: number; y: number }> {
  const box = (await map().boundingBox())!;
  const camera = new PerspectiveCamera(50, box.width / box.height, 0.001, 100);
  camera.position.set(1.5, 1.5, 1.5);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  const screen = systems.map((s) => {
    const v = new Vector3(s.coordinates.x, s.coordinates.y, s.coordinates.z)
      .divideScalar(50_000)
      .project(camera);
    return { system: s, x: ((v.x + 1) / 2) * box.width, y: ((1 - v.y) / 2) * box.height };
  });
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

describe('galaxy map', () => {
  it('shows the loading overlay, then a plot with visible stars', async () => {
    const overlay = page.getByText('Loading Galaxy Map');
    await overlay.waitFor({ state: 'visible' });
    await overlay.waitFor({ state: 'hidden', timeout: 60_000 });
    expect(await points()).toBe(systems.length);
    expect(await map().locator('canvas').count()).toBe(1);
    const png = await map().screenshot();
    expect(await brightPixels(png)).toBeGreaterThan(200);
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
    expect(settled).not.toBe('1.500,1.500,1.500');

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
