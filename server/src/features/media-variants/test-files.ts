import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import sharp from 'sharp';

/**
 * A phone photo as it arrives: stored landscape (`width`×`height`), top half red and bottom half
 * blue, with EXIF orientation 6 (shown turned 90° clockwise: red on the right) and a GPS position.
 */
export async function phonePhoto(width = 2400, height = 1800): Promise<Buffer> {
  const half = Math.floor(height / 2);
  const red = await sharp({ create: { width, height: half, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  const withGps = await sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, top: 0, left: 0 }])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'KrugCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1', GPSMapDatum: 'WGS-84' },
    })
    .toBuffer();
  return sharp(withGps).withMetadata({ orientation: 6 }).jpeg({ quality: 85 }).toBuffer();
}

/** A one-page PDF (300×400 pt) with a red rectangle, valid enough for pdftoppm. */
export function onePagePdf(): Buffer {
  const content = '1 0 0 rg 50 50 200 300 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * Fails with what to install when a program these tests run is not on PATH: `npm test` needs
 * Debian's `ffmpeg` and `poppler-utils` (.ci/run installs them), like it needs Chromium.
 */
export function requireProgram(name: string, debianPackage: string) {
  const found = (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, name)));
  if (!found)
    throw new Error(
      `${name} is not installed: the media tests need Debian's ${debianPackage} (apt-get install -y ${debianPackage})`,
    );
}

/** A real 2-second 320×240 MP4, made with ffmpeg (installed by .ci/run). */
export function shortVideo(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'krug-video-'));
  try {
    const file = join(dir, 'clip.mp4');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=2:size=320x240:rate=10',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
