import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TOOL_BUDGET, runTool, type ToolBudget } from '../../platform/external-tool.ts';

export { BudgetExceeded, ToolMissing } from '../../platform/external-tool.ts';

/**
 * Paths of the programs that render video frames and PDF pages and re-mux videos (Debian: ffmpeg,
 * poppler-utils), and the budget each run of them gets (issue 29 §3).
 */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  pdftoppm: string;
  budget?: ToolBudget;
}

export const DEFAULT_MEDIA_TOOLS: MediaTools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe', pdftoppm: 'pdftoppm' };

/** Re-muxing copies the whole file: its wall-clock budget grows by a second per this many bytes. */
const REMUX_BYTES_PER_SECOND = 25 * 1024 * 1024;
/** Decoder threads ffmpeg may start (its default is one per core, each with its own memory). */
const FFMPEG_THREADS = '2';

const budgetOf = (tools: MediaTools) => tools.budget ?? DEFAULT_TOOL_BUDGET;
const run = (
  tools: MediaTools,
  bin: string,
  args: string[],
  encoding: 'buffer' | 'utf8',
  signal?: AbortSignal,
  budget = budgetOf(tools),
) => runTool(bin, args, { budget, signal, encoding });

export interface VideoFacts {
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

/** Length and frame size of a video (ffprobe); a displaymatrix rotation of ±90° swaps the sides. */
export async function probeVideo(tools: MediaTools, file: string, signal?: AbortSignal): Promise<VideoFacts> {
  const out = await run(
    tools,
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
    signal,
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
export async function videoFrame(
  tools: MediaTools,
  file: string,
  at: number,
  signal?: AbortSignal,
): Promise<Buffer> {
  const frame = await run(
    tools,
    tools.ffmpeg,
    [
      '-v',
      'error',
      '-threads',
      FFMPEG_THREADS,
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
    signal,
  );
  if (!(frame instanceof Buffer) || frame.length === 0) throw new Error('ffmpeg gave no frame');
  return frame;
}

/** The first page of a PDF as PNG bytes, at most `size` pixels on its long side (pdftoppm). */
export async function pdfFirstPage(
  tools: MediaTools,
  file: string,
  size: number,
  signal?: AbortSignal,
): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'krug-pdf-'));
  try {
    const prefix = join(dir, 'page');
    await run(
      tools,
      tools.pdftoppm,
      ['-f', '1', '-l', '1', '-png', '-scale-to', String(size), '-singlefile', file, prefix],
      'buffer',
      signal,
    );
    return await readFile(`${prefix}.png`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The container ffmpeg writes a reader copy in, by the video's type (the same as the upload's). */
export const REMUX_FORMAT: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/ogg': 'ogg',
};

/**
 * A copy of a video without metadata (issue 29 §2), the streams copied as they are: global, stream
 * and chapter metadata dropped (location `©xyz`/`loci`, device make and model, creation time),
 * data and subtitle streams left out (phones write their location into a timed metadata track),
 * and bit-exact output so not even the muxer's own name is written. Answers the copy's path.
 */
export async function remuxWithoutMetadata(
  tools: MediaTools,
  file: string,
  mime: string,
  out: string,
  signal?: AbortSignal,
): Promise<string> {
  const format = REMUX_FORMAT[mime];
  if (!format) throw new Error(`no reader copy for ${mime}`);
  const base = budgetOf(tools);
  const { size } = await stat(file);
  const budget = { ...base, wallMs: base.wallMs + Math.ceil((size / REMUX_BYTES_PER_SECOND) * 1000) };
  const args = ['-v', 'error', '-i', file, '-map', '0:V', '-map', '0:a?', '-map_metadata', '-1'];
  args.push('-map_chapters', '-1', '-c', 'copy', '-fflags', '+bitexact', '-flags:v', '+bitexact');
  args.push('-flags:a', '+bitexact', ...(format === 'mp4' ? ['-movflags', '+faststart'] : []));
  await run(tools, tools.ffmpeg, [...args, '-f', format, '-y', out], 'buffer', signal, budget);
  return out;
}
