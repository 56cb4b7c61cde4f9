// Writes public/favicon.ico from public/icon.svg: browsers and crawlers ask for /favicon.ico
// whatever the page links. An ICO may hold PNG images (Windows Vista on, every current browser);
// this one holds 16, 32 and 48 px. Run after changing the icon: npx tsx scripts/make-favicon.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const SIZES = [16, 32, 48];
const svg = readFileSync(new URL('../public/icon.svg', import.meta.url));
const pngs = SIZES.map((size) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng(),
);

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the images.
const header = Buffer.alloc(6 + 16 * pngs.length);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(pngs.length, 4);
let offset = header.length;
pngs.forEach((png, i) => {
  const entry = 6 + 16 * i;
  const size = SIZES[i]!;
  header.writeUInt8(size, entry); // width (0 would mean 256)
  header.writeUInt8(size, entry + 1); // height
  header.writeUInt8(0, entry + 2); // no palette
  header.writeUInt8(0, entry + 3); // reserved
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
writeFileSync(new URL('../public/favicon.ico', import.meta.url), Buffer.concat([header, ...pngs]));
