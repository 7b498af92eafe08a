/**
 * The capacity soak's pure parts (issue 37): the mix's weights, the community arithmetic, the
 * step verdict and the rate search. Run: node --import tsx --test bench/capacity.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type Kind,
  MIX,
  membersFor,
  perMemberPerMinute,
  pickKind,
  rateFor,
  weights,
} from './lib/capacity-mix.ts';
import { highestHeld, type KindFigures, nextRate, percentile, verdict } from './lib/capacity-steps.ts';

describe('the mix', () => {
  it('has every kind once and weights summing to 1', () => {
    assert.equal(new Set(MIX.map((m) => m.kind)).size, MIX.length);
    const sum = [...weights().values()].reduce((n, w) => n + w, 0);
    assert.ok(Math.abs(sum - 1) < 1e-9, `weights sum to ${sum}`);
    assert.ok(Math.abs(perMemberPerMinute() - 6) < 1e-9);
  });

  it("keeps the issue's three targets", () => {
    const target = (k: Kind) => MIX.find((m) => m.kind === k)?.p99Ms;
    assert.equal(target('feed'), 50);
    assert.equal(target('subscribed'), 100);
    assert.equal(target('me'), 100);
  });

  it('picks kinds in proportion to their weights', () => {
    const counts = new Map<Kind, number>();
    const n = 60_000;
    for (let i = 0; i < n; i += 1) {
      const k = pickKind((i + 0.5) / n);
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    for (const [k, w] of weights()) assert.ok(Math.abs((counts.get(k) ?? 0) / n - w) < 0.001, k);
    assert.equal(pickKind(0), MIX[0]?.kind);
    assert.equal(pickKind(0.999_999_999), MIX.at(-1)?.kind);
  });

  it('turns a rate into a community and back', () => {
    const c = { activeShare: 0.2, perMinute: 6 };
    assert.equal(membersFor(200, c), 10_000);
    assert.equal(rateFor(100_000, c), 2_000);
    assert.equal(membersFor(rateFor(12_345, c), c), 12_345);
  });
});

const step = (rate: number, p99: Partial<Record<Kind, number>>, errors = 0, achieved = rate) => ({
  rate,
  offered: rate,
  achieved,
  byKind: new Map<Kind, KindFigures>(
    MIX.map((m) => [
      m.kind,
      { count: 1000, errors: m.kind === 'me' ? errors : 0, p50: 1, p99: p99[m.kind] ?? 1 },
    ]),
  ),
});

describe('a step', () => {
  it('keeps its targets when every p99 is at or under its target', () => {
    assert.deepEqual(verdict(step(100, { feed: 50, me: 100 }), MIX), { ok: true, broken: [] });
  });

  it('breaks on any p99 over its target, naming it', () => {
    const v = verdict(step(100, { feed: 51 }), MIX);
    assert.equal(v.ok, false);
    assert.deepEqual(v.broken, ['feed, first page p99 51 ms > 50']);
  });

  it('judges no p99 of fewer than 100 requests (that is the slowest one), but still counts their errors', () => {
    const few = step(100, { upload: 5000 });
    const upload = few.byKind.get('upload') as KindFigures;
    few.byKind.set('upload', { ...upload, count: 99 });
    assert.equal(verdict(few, MIX).ok, true);
    few.byKind.set('upload', { ...upload, count: 100 });
    assert.deepEqual(verdict(few, MIX).broken, ['upload a small photo p99 5000 ms > 1000']);
  });

  it('is carried (not saturated) while every median is within its p99 target', () => {
    const slowTail = step(100, { feed: 400 });
    assert.equal(verdict(slowTail, MIX).ok, false);
    assert.equal(verdict(slowTail, MIX, 'p50').ok, true);
    const feed = slowTail.byKind.get('feed') as KindFigures;
    slowTail.byKind.set('feed', { ...feed, p50: 60 });
    assert.deepEqual(verdict(slowTail, MIX, 'p50').broken, ['feed, first page p50 60 ms > 50']);
  });

  it('breaks on errors past 0.1% and on a rate the server could not carry', () => {
    assert.equal(verdict(step(100, {}, 9), MIX).ok, true);
    assert.match(verdict(step(100, {}, 10), MIX).broken.join(), /errors 0\.1% > 0\.1%/);
    assert.match(verdict(step(100, {}, 0, 80), MIX).broken.join(), /completed 80 req\/s/);
  });
});

describe('the rate search', () => {
  const s = { start: 25, max: 800, refinements: 1 };
  it('doubles while steps hold, up to the maximum', () => {
    assert.equal(nextRate([], s), 25);
    assert.equal(nextRate([{ rate: 25, ok: true }], s), 50);
    assert.equal(nextRate([{ rate: 400, ok: true }], s), 800);
    assert.equal(nextRate([{ rate: 800, ok: true }], s), undefined);
  });

  it('after a failure, halves the gap as many times as allowed, then stops', () => {
    const done = [
      { rate: 25, ok: true },
      { rate: 50, ok: true },
      { rate: 100, ok: false },
    ];
    assert.equal(nextRate(done, s), 75);
    assert.equal(nextRate([...done, { rate: 75, ok: true }], s), undefined);
    assert.equal(nextRate([...done, { rate: 75, ok: true }], { ...s, refinements: 2 }), 90);
    assert.equal(nextRate([...done, { rate: 75, ok: false }], { ...s, refinements: 2 }), 65);
  });

  it('tries half the start once when the start itself breaks', () => {
    assert.equal(nextRate([{ rate: 25, ok: false }], s), 15);
    assert.equal(nextRate([{ rate: 10, ok: false }], { ...s, start: 10 }), 5);
    assert.equal(nextRate([{ rate: 5, ok: false }], { ...s, start: 5 }), undefined);
  });

  it('reports the highest rate that held below every rate that broke', () => {
    assert.equal(
      highestHeld([
        { rate: 25, ok: true },
        { rate: 50, ok: true },
        { rate: 100, ok: false },
        { rate: 75, ok: true },
      ]),
      75,
    );
    // A lucky pass above a failure does not count.
    assert.equal(
      highestHeld([
        { rate: 50, ok: true },
        { rate: 100, ok: false },
        { rate: 200, ok: true },
      ]),
      50,
    );
    assert.equal(highestHeld([{ rate: 25, ok: false }]), undefined);
    assert.equal(highestHeld([{ rate: 25, ok: true }]), 25);
  });

  it('takes percentiles by nearest rank', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    assert.equal(percentile(xs, 50), 50);
    assert.equal(percentile(xs, 99), 99);
    assert.equal(percentile([7], 99), 7);
    assert.equal(percentile([], 99), 0);
  });
});
