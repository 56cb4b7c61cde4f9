import type { PublicProfile, SystemCard } from '@orrery/api';
import { discovererName, type ShareCard } from '@orrery/api/game/social';
import {
  CARD_BORDERS,
  HOLOGRAPHIC,
  PLANET_COLORS,
  RARITY_COLORS,
  STAR_COLORS,
  UNKNOWN_PLANET_COLOR,
} from '@orrery/domain';
import { MONO, SANS } from './fonts.js';

// Share images as SVG, drawn from the same views the API answers: a card of an undiscovered
// system has no planet types or moon counts in it, so the image cannot show them either.

/** The Open Graph / Twitter large-image size. */
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 630;

/** The card's own box (the web's 18rem × 28rem at 16 px). */
const CARD_W = 288;
const CARD_H = 448;
const MAX_STAR_DOTS = 3;
const MAX_MOON_DOTS = 2;
const PLANETS_PER_ROW = 4;

/** Text for XML: names are players' and generator's words, never markup. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

const clip = (text: string, max: number) =>
  [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;

const rarityLabel = (rarity: string) => rarity.charAt(0) + rarity.slice(1).toLowerCase();

const count = (n: number | undefined, one: string, many: string) =>
  n === undefined ? `? ${many}` : `${n} ${n === 1 ? one : many}`;

/** The spec's sector label hash: the first 4 characters removed when longer than 4. */
const shortHash = (hash: string) => (hash.length > 4 ? hash.slice(4) : hash);

function text(
  x: number,
  y: number,
  content: string,
  attrs: { size: number; fill: string; weight?: number; anchor?: string; mono?: boolean },
): string {
  const family = attrs.mono ? MONO : SANS;
  return (
    `<text x="${x}" y="${y}" font-family="${family}" font-size="${attrs.size}"` +
    ` font-weight="${attrs.weight ?? 400}" fill="${attrs.fill}"` +
    ` text-anchor="${attrs.anchor ?? 'start'}">${escapeXml(content)}</text>`
  );
}

/** Centres of `count` items spaced `gap` apart around `middle`. */
const spread = (count: number, middle: number, gap: number) =>
  Array.from({ length: count }, (_, i) => middle + (i - (count - 1) / 2) * gap);

function cardBorder(card: SystemCard, id: string): { defs: string; stroke: string } {
  if (card.cardType !== 'habitable') return { defs: '', stroke: CARD_BORDERS[card.cardType] };
  const stops = HOLOGRAPHIC.map(
    (color, i) => `<stop offset="${i / (HOLOGRAPHIC.length - 1)}" stop-color="${color}"/>`,
  ).join('');
  return {
    defs: `<linearGradient id="${id}-holo" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient>`,
    stroke: `url(#${id}-holo)`,
  };
}

/** The card's front at (x, y), `scale` times its own size. */
export function cardFront(card: SystemCard, x: number, y: number, scale: number): string {
  const id = `card-${x}-${y}`;
  const border = cardBorder(card, id);
  // Flat fills: the web's gradients would triple the PNG's size for a barely visible shade.
  const face = card.cardType === 'star-only' ? '#0b1020' : '#0c1330';
  const parts: string[] = [
    border.defs ? `<defs>${border.defs}</defs>` : '',
    `<rect x="1" y="1" width="${CARD_W - 2}" height="${CARD_H - 2}" rx="16" fill="${face}"` +
      ` stroke="${border.stroke}" stroke-width="2"/>`,
    text(20, 34, `${clip(card.sector, 24)} · ${shortHash(card.hash)}`, {
      size: 12,
      fill: '#cbd5e1',
    }),
    `<circle cx="262" cy="30" r="6" fill="${RARITY_COLORS[card.rarity]}"/>`,
    text(20, 66, clip(card.name, 22), { size: 20, weight: 700, fill: '#ffffff' }),
    text(
      20,
      86,
      [card.coordinates.x, card.coordinates.y, card.coordinates.z]
        .map((v) => Math.round(v))
        .join(', '),
      { size: 12, fill: '#94a3b8', mono: true },
    ),
  ];
  const stars = card.stars.slice(0, MAX_STAR_DOTS);
  const extraStars = card.stars.length - stars.length;
  const starXs = spread(stars.length + (extraStars > 0 ? 1 : 0), CARD_W / 2, 44);
  stars.forEach((star, i) => {
    parts.push(
      `<circle cx="${starXs[i]}" cy="132" r="14" fill="${STAR_COLORS[star.spectralClass]}"/>`,
    );
  });
  if (extraStars > 0) {
    parts.push(
      text(starXs[stars.length]!, 137, `+${extraStars}`, {
        size: 14,
        fill: '#cbd5e1',
        anchor: 'middle',
      }),
    );
  }
  for (let row = 0; row * PLANETS_PER_ROW < card.planets.length; row++) {
    const planets = card.planets.slice(row * PLANETS_PER_ROW, (row + 1) * PLANETS_PER_ROW);
    const xs = spread(planets.length, CARD_W / 2, 56);
    const cy = 192 + row * 46;
    planets.forEach((planet, i) => {
      const color = planet.type ? PLANET_COLORS[planet.type] : UNKNOWN_PLANET_COLOR;
      parts.push(`<circle cx="${xs[i]}" cy="${cy}" r="9" fill="${color}"/>`);
      // Moons are drawn only when the view carries them (a discovered system).
      const moons = planet.moonCount ?? 0;
      const dots = Math.min(moons, MAX_MOON_DOTS);
      for (let m = 0; m < dots; m++) {
        parts.push(`<circle cx="${xs[i]! - 4 + m * 8}" cy="${cy + 17}" r="2.8" fill="#cbd5e1"/>`);
      }
      if (moons > dots) {
        parts.push(text(xs[i]! + 10, cy + 20, `+${moons - dots}`, { size: 9, fill: '#94a3b8' }));
      }
    });
  }
  parts.push(`<line x1="20" y1="372" x2="${CARD_W - 20}" y2="372" stroke="#ffffff1a"/>`);
  const counts: [string, string][] = [
    ['STARS', String(card.stars.length)],
    ['PLANETS', String(card.planets.length)],
    ['MOONS', card.moonCount === undefined ? '?' : String(card.moonCount)],
  ];
  counts.forEach(([label, value], i) => {
    const cx = 20 + (CARD_W - 40) * ((i + 0.5) / 3);
    parts.push(text(cx, 404, value, { size: 18, weight: 700, fill: '#ffffff', anchor: 'middle' }));
    parts.push(text(cx, 424, label, { size: 10, fill: '#cbd5e1', anchor: 'middle' }));
  });
  return `<g transform="translate(${x} ${y}) scale(${scale})">${parts.join('')}</g>`;
}

/**
 * A fixed starfield, the same in every image: stars placed by the R2 low-discrepancy sequence
 * (fractions of i·(1/φ₂, 1/φ₂²), φ₂ the plastic number), which spreads them evenly without a
 * random generator, so the server needs none of its own (procgen owns the game's one).
 */
function starfield(): string {
  const frac = (v: number) => v - Math.floor(v);
  const dots: string[] = [];
  for (let i = 1; i <= 90; i++) {
    const x = Math.round(frac(0.5 + i * 0.7548776662466927) * IMAGE_WIDTH);
    const y = Math.round(frac(0.5 + i * 0.5698402909980532) * IMAGE_HEIGHT);
    const r = (0.6 + frac(i * 0.6180339887498949) * 1.2).toFixed(1);
    const opacity = (0.25 + frac(i * 0.4142135623730951) * 0.5).toFixed(2);
    dots.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${opacity}"/>`);
  }
  return dots.join('');
}

const BACKDROP =
  `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="#070b1f"/>` + starfield();

function image(body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}"` +
    ` viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">${BACKDROP}${body}</svg>`
  );
}

/** A headline that fits the right-hand column (about 0.6 em per character). */
function headline(x: number, y: number, content: string): string {
  const size = Math.max(
    28,
    Math.min(60, Math.floor(600 / (0.6 * Math.max(1, [...content].length)))),
  );
  return text(x, y, clip(content, 40), { size, weight: 700, fill: '#ffffff' });
}

const BRAND = text(540, 96, 'ORRERY', { size: 22, weight: 700, fill: '#a5b4fc' });
const CARD_X = 100;
const CARD_Y = 35;
const CARD_SCALE = 1.25;

/** The share image of one system: its card and what the card's view says. */
export function systemImageSvg(card: SystemCard | ShareCard): string {
  const heldBy = 'heldBy' in card && card.heldBy ? `, held by ${discovererName(card.heldBy)}` : '';
  const status = card.discovered
    ? `Discovered by ${discovererName(card.discoverer)}${heldBy}`
    : 'Undiscovered: its details await exploration';
  return image(
    cardFront(card, CARD_X, CARD_Y, CARD_SCALE) +
      BRAND +
      headline(540, 200, card.name) +
      text(540, 262, `${rarityLabel(card.rarity)} · score ${card.rarityScore.toFixed(1)}`, {
        size: 30,
        weight: 700,
        fill: RARITY_COLORS[card.rarity],
      }) +
      text(540, 314, clip(card.sector, 40), { size: 26, fill: '#cbd5e1' }) +
      text(540, 366, clip(status, heldBy ? 60 : 44), { size: heldBy ? 20 : 26, fill: '#e2e8f0' }) +
      text(
        540,
        418,
        [
          count(card.stars.length, 'star', 'stars'),
          count(card.planets.length, 'planet', 'planets'),
          count(card.moonCount, 'moon', 'moons'),
        ].join(' · '),
        {
          size: 26,
          fill: '#cbd5e1',
        },
      ) +
      text(540, 560, 'Collect the galaxy, one system a day', { size: 22, fill: '#94a3b8' }),
  );
}

/** The share image of a society: its featured card (showcase first, else its rarest find) and figures. */
export function societyImageSvg(profile: PublicProfile): string {
  const featured = profile.showcase[0] ?? profile.rarestFind;
  const x = featured ? 540 : 100;
  const lines = [
    `Joined ${profile.joinedAt.slice(0, 10)}`,
    `${count(profile.systemsCollected, 'system', 'systems')} collected`,
    `${profile.achievementsCompleted} of ${profile.achievementsTotal} achievements`,
    ...(profile.rarestFind
      ? [`Rarest find: ${profile.rarestFind.name} (${rarityLabel(profile.rarestFind.rarity)})`]
      : []),
  ];
  return image(
    (featured ? cardFront(featured, CARD_X, CARD_Y, CARD_SCALE) : '') +
      text(x, 96, 'ORRERY', { size: 22, weight: 700, fill: '#a5b4fc' }) +
      headline(x, 200, profile.societyName) +
      lines
        .map((line, i) => text(x, 270 + i * 52, clip(line, 44), { size: 26, fill: '#e2e8f0' }))
        .join('') +
      text(x, 560, 'A society of Orrery explorers', { size: 22, fill: '#94a3b8' }),
  );
}
