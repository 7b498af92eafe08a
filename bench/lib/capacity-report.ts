/** The capacity soak's Markdown (issue 37): the mix, one row per step, the verdict. */
import { type Community, type KindSpec, membersFor, perMemberPerMinute, weights } from './capacity-mix.ts';
import { highestHeld, MIN_SAMPLES, type Step, type Verdict, verdict } from './capacity-steps.ts';

export interface StepRow extends Step {
  /** Every p99 target kept (the issue's measure). */
  verdict: Verdict;
  /** Not saturated: every median within its kind's p99 target, errors and rate kept. */
  carried: Verdict;
  /** CPU of the server processes, of PostgreSQL's backends for this database, of the load generator: % of one core. */
  serverCpu: number;
  /** Undefined on PGlite (the database runs inside the server process). */
  dbCpu: number | undefined;
  loaderCpu: number;
  /** p99 of the generator's own lateness in starting requests, ms (contention on the machine). */
  lagP99: number;
  load: [number, number];
}

const n0 = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '∞');

export function mixTable(mix: readonly KindSpec[], c: Community): string {
  const w = weights(mix);
  return [
    '| request | per active member per minute | share | p99 target | target from |',
    '|---|--:|--:|--:|---|',
    ...mix.map(
      (m) =>
        `| ${m.label} | ${m.perMinute} | ${(100 * (w.get(m.kind) ?? 0)).toFixed(1)}% | ${m.p99Ms} ms | ${m.source} |`,
    ),
    `| **all** | **${+perMemberPerMinute(mix).toFixed(2)}** | 100% | | |`,
    '',
    `Community a rate stands for: rate × 60 / ${+c.perMinute.toFixed(2)} requests per active member per minute / ${100 * c.activeShare}% of members active in the busiest minute = rate × ${n0(60 / c.perMinute / c.activeShare)}.`,
  ].join('\n');
}

export function stepsTable(rows: readonly StepRow[], mix: readonly KindSpec[]): string {
  const head = [
    'offered req/s',
    'done req/s',
    ...mix.map((m) => `${m.label} p50 / p99 ms`),
    'errors',
    'CPU % of a core: server / db / load gen',
    'CPU ms per request (server + db)',
    'load gen lag p99 ms',
    'load avg',
    'kept every p99 target',
    'carried (medians within targets)',
  ];
  const lines = rows.map((r) => {
    let errors = 0;
    let count = 0;
    for (const f of r.byKind.values()) {
      errors += f.errors;
      count += f.count;
    }
    const cells = [
      n0(r.rate),
      n0(r.achieved),
      ...mix.map((m) => {
        const f = r.byKind.get(m.kind);
        return f ? `${n0(f.p50)} / ${n0(f.p99)}${f.count < MIN_SAMPLES ? `* (${f.count})` : ''}` : '–';
      }),
      `${errors} of ${count}`,
      `${n0(r.serverCpu)} / ${r.dbCpu === undefined ? '–' : n0(r.dbCpu)} / ${n0(r.loaderCpu)}`,
      // % of a core over req/s done = ms of CPU per request.
      (((r.serverCpu + (r.dbCpu ?? 0)) * 10) / Math.max(1, r.achieved)).toFixed(1),
      n0(r.lagP99),
      `${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)}`,
      r.verdict.ok ? 'yes' : `no: ${r.verdict.broken.join('; ')}`,
      r.carried.ok ? 'yes' : `no: ${r.carried.broken.join('; ')}`,
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i < head.length - 2 ? '--:' : '---')).join('|')}|`,
    ...lines,
  ].join('\n');
}

/** The closing sentence: the highest rate that kept every target and the community it stands for. */
export function conclusion(rows: readonly StepRow[], c: Community, mix: readonly KindSpec[]): string {
  const held = highestHeld(rows.map((r) => ({ rate: r.rate, ok: r.verdict.ok })));
  // The issue's own three targets (feed, «Подписки», `/me`) and the error budget, without this soak's.
  const issueMix = mix.filter((m) => m.source === 'issue 37');
  const issueHeld = highestHeld(rows.map((r) => ({ rate: r.rate, ok: verdict(r, issueMix).ok })));
  const issue = ` Issue 37's three targets alone held up to ${issueHeld === undefined ? 'no step' : `${n0(issueHeld)} req/s (~${n0(membersFor(issueHeld, c))} members)`}.`;
  const broke = rows.find((r) => !r.verdict.ok);
  const first = broke
    ? ` The first step that broke (${n0(broke.rate)} req/s): ${broke.verdict.broken.join('; ')}.`
    : ' No step broke a target (the search stopped at its highest rate).';
  const carried = highestHeld(rows.map((r) => ({ rate: r.rate, ok: r.carried.ok })));
  const saturated = rows.find((r) => !r.carried.ok);
  const ceiling =
    carried === undefined
      ? ' No step was carried.'
      : ` Highest rate carried before saturation: ${n0(carried)} req/s (~${n0(membersFor(carried, c))} members)${saturated ? `; saturated at ${n0(saturated.rate)} req/s: ${saturated.carried.broken.join('; ')}` : ''}.`;
  const head =
    held === undefined
      ? '**No step kept every p99 target.**'
      : `**Highest rate that kept every p99 target: ${n0(held)} req/s, a community of ~${n0(membersFor(held, c))} members** (at ${100 * c.activeShare}% active in the busiest minute, ${+c.perMinute.toFixed(2)} requests each).`;
  return `${head}${first}${issue}${ceiling}`;
}
