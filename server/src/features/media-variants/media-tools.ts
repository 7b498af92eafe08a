import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Paths of the programs that render video frames and PDF pages (Debian: ffmpeg, poppler-utils). */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  pdftoppm: string;
}

export const DEFAULT_MEDIA_TOOLS: MediaTools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe', pdftoppm: 'pdftoppm' };

/** A program the machine does not have: the job finishes without a poster instead of failing. */
export class ToolMissing extends Error {}

const TIMEOUT_MS = 60_000;
const MAX_OUTPUT = 64 * 1024 * 1024;

function run(bin: string, args: string[], encoding: 'buffer' | 'utf8'): Promise<Buffer | string> {
  return new Promise((resolve, reject) => {
    execFile(bin, args, { timeout: TIMEOUT_MS, maxBuffer: MAX_OUTPUT, encoding }, (err, stdout) => {
      if (err && (err as NodeJS.ErrnoException).code === 'ENOENT') reject(new ToolMissing(bin));
      else if (err) reject(err);
      else resolve(stdout);
    });
  });
}

export interface VideoFacts {
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

/** Length and frame size of a video (ffprobe); a displaymatrix rotation of ±90° swaps the sides. */
export async function probeVideo(tools: MediaTools, file: string): Promise<VideoFacts> {
  const out = await run(
    tools.ffprobe,
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'format=duration:stream=width,height:stream_side_data=rotation',
      '-of',
      'json',
      file,
    ],
    'utf8',
  );
  const json = JSON.parse(String(out)) as {
    format?: { duration?: string };
    streams?: { width?: number; height?: number; side_data_list?: { rotation?: number }[] }[];
  };
  const stream = json.streams?.[0];
  const duration = Number(json.format?.duration);
  const rotation = Math.abs(stream?.side_data_list?.find((s) => s.rotation !== undefined)?.rotation ?? 0);
  const [w, h] = [stream?.width ?? null, stream?.height ?? null];
  const turned = rotation === 90 || rotation === 270;
  return {
    width: turned ? h : w,
    height: turned ? w : h,
    durationSeconds: Number.isFinite(duration) && duration >= 0 ? Math.round(duration * 100) / 100 : null,
  };
}

/** One frame of a video as PNG bytes: at `at` seconds (a second in, or the middle of a shorter clip). */
export async function videoFrame(tools: MediaTools, file: string, at: number): Promise<Buffer> {
  const frame = await run(
    tools.ffmpeg,
    [
      '-v',
      'error',
      '-ss',
      at.toFixed(2),
      '-i',
      file,
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-vcodec',
      'png',
      'pipe:1',
    ],
    'buffer',
  );
  if (!(frame instanceof Buffer) || frame.length === 0) throw new Error('ffmpeg gave no frame');
  return frame;
}

/** The first page of a PDF as PNG bytes, at most `size` pixels on its long side (pdftoppm). */
export async function pdfFirstPage(tools: MediaTools, file: string, size: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'krug-pdf-'));
  try {
    const prefix = join(dir, 'page');
    await run(
      tools.pdftoppm,
      ['-f', '1', '-l', '1', '-png', '-scale-to', String(size), '-singlefile', file, prefix],
      'buffer',
    );
    return await readFile(`${prefix}.png`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
