import type { Page } from 'playwright-core';

/** Bright pixels in a PNG, counted by the browser's own decoder. */
export async function brightPixels(page: Page, png: Buffer): Promise<number> {
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
