/** Reading V8 CPU profiles (`node --cpu-prof`) for the benchmarks. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per frame within [fromMs, toMs] of the profile's own clock (from process start), µs. */
export function selfTimes(p: Profile, fromMs: number, toMs: number) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let t = 0;
  let total = 0;
  p.samples.forEach((id, i) => {
    const dt = p.timeDeltas[i] ?? 0;
    t += dt;
    if (t / 1000 < fromMs || t / 1000 > toMs) return;
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    const where = frame.url
      ? `${frame.url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*\/krug\/|^file:\/\/\/work\/main\//, '')}:${frame.lineNumber + 1}`
      : '';
    const key = `${frame.functionName || '(anonymous)'}|${where}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
  });
  return { self, total };
}

/** The top self-time frames of the one profile in `dir`, within a window, as Markdown rows. */
export function topFrames(dir: string, fromMs: number, toMs: number, units: number, top = 15): string {
  const file = readdirSync(dir).find((n) => n.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${dir}`);
  const { self, total } = selfTimes(JSON.parse(readFileSync(join(dir, file), 'utf8')), fromMs, toMs);
  const rows = ['| self % | self ms per unit | function | where |', '|--:|--:|---|---|'];
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    const [fn, where] = key.split('|');
    rows.push(
      `| ${((100 * us) / total).toFixed(1)} | ${(us / 1000 / units).toFixed(4)} | \`${fn}\` | ${where ? `\`${where}\`` : ''} |`,
    );
  }
  return rows.join('\n');
}
