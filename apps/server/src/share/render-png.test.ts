import { afterAll, describe, expect, it } from 'vitest';
import { findFonts } from './fonts.js';
import { PngRenderer } from './render-png.js';

const svg = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#050816"/>` +
  `<text x="10" y="40" font-family="'DejaVu Sans', 'Liberation Sans', sans-serif" font-size="24" fill="#fff">${label}</text></svg>`;

describe('PngRenderer', () => {
  const fonts = findFonts();
  const renderer = new PngRenderer(fonts);
  afterAll(() => renderer.close());

  it('uses fixed font files here, so the same SVG gives the same bytes', async () => {
    expect(fonts.deterministic).toBe(true);
    const [a, b] = await Promise.all([renderer.render(svg('Vega')), renderer.render(svg('Vega'))]);
    expect(a.equals(b)).toBe(true);
    // Text is drawn: another word, other pixels.
    expect((await renderer.render(svg('Deneb'))).equals(a)).toBe(false);
  });

  it('refuses a broken SVG and goes on rendering', async () => {
    await expect(renderer.render('<svg')).rejects.toThrow(/share image failed/);
    expect((await renderer.render(svg('ok'))).length).toBeGreaterThan(100);
  });

  it('falls back to the system fonts when none of the fixed files exists', () => {
    expect(findFonts(['/no/such/font.ttf'])).toEqual({ files: [], deterministic: false });
  });
});
