import sharp from 'sharp';

/**
 * A camera-sized JPEG (`width`×`height`, quality 88) that compresses about like a photo: smooth
 * colour fields, a few shapes and fine grain, different per `seed`.
 */
export async function cameraJpeg(seed: number, width = 4000, height = 3000): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let state = seed * 7919 + 1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const grain = (state >> 16) % 12;
      const i = (y * width + x) * 3;
      const wave = Math.sin((x + seed * 300) / 310) * 40 + Math.cos(y / 170) * 30;
      raw[i] = (90 + seed * 23 + wave + (x / width) * 80 + grain) & 255;
      raw[i + 1] = (120 + wave * 0.6 + (y / height) * 70 + grain) & 255;
      raw[i + 2] = (150 - seed * 11 - wave * 0.5 + grain) & 255;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}
