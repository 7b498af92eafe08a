import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { deflateSync } from 'node:zlib';
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

/** A one-page PDF (300×400 pt) of these objects (the 4th is the page's content stream), with its xref. */
function pdfOf(objects: Buffer[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      o,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) tail += `${String(o).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(tail, 'latin1')]);
}

const page = (resources = '') => [
  Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
  Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
  Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] ${resources}/Contents 4 0 R >>`),
];

/** A one-page PDF (300×400 pt) with a red rectangle, valid enough for pdftoppm. */
export function onePagePdf(): Buffer {
  const content = '1 0 0 rg 50 50 200 300 re f';
  return pdfOf([...page(), Buffer.from(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`)]);
}

/**
 * A page that repeats one line of text `lines` times (issue 29 §3): small on disk (the content is
 * deflated: about 140 KB per million lines) and slow to render (pdftoppm takes seconds per million).
 */
export function heavyPdf(lines = 2_000_000): Buffer {
  const content = deflateSync(Buffer.from('BT /F1 12 Tf 20 200 Td (Krug) Tj ET\n'.repeat(lines), 'latin1'));
  return pdfOf([
    ...page('/Resources << /Font << /F1 5 0 R >> >> '),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      content,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ]);
}

/**
 * A 1-second 320×240 MP4 carrying a location (ISO 6709 «Красная площадь»), a device make and a
 * creation time, as phones write them: `style: 'quicktime'` puts them in QuickTime `udta` atoms
 * (`©xyz`, `©mak`; the file still says mp42 and is taken for MP4), `'mp4'` in the MP4 `loci` atom
 * and `mdta` keys.
 */
export function videoWithLocation(style: 'quicktime' | 'mp4'): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'krug-video-'));
  try {
    const file = join(dir, 'located.mp4');
    const tags = ['location=+55.7558+037.6173/', 'make=KrugCam', 'creation_time=2026-11-26T10:00:00Z'];
    const container =
      style === 'quicktime' ? ['-f', 'mov', '-brand', 'mp42'] : ['-movflags', '+faststart+use_metadata_tags'];
    execFileSync('ffmpeg', [
      ...[
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=duration=1:size=320x240:rate=10',
        '-pix_fmt',
        'yuv420p',
      ],
      ...tags.flatMap((tag) => ['-metadata', tag]),
      ...container,
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
