/**
 * The capacity soak's request mix (issue 37 "Capacity, measured end to end"): what one member
 * actively using the app asks of the server in a minute at the busiest time, each kind's p99
 * target, and the community a request rate stands for. Pure: no I/O, unit-tested.
 */

export type Kind =
  | 'me'
  | 'feed'
  | 'feedNext'
  | 'subscribed'
  | 'chatPage'
  | 'chatSend'
  | 'post'
  | 'upload'
  | 'search';

export interface KindSpec {
  kind: Kind;
  label: string;
  /** Requests of this kind per active member per minute at the peak. */
  perMinute: number;
  /** p99 latency target, ms; `source` says whose target it is. */
  p99Ms: number;
  source: 'issue 37' | 'issue 23' | 'this soak';
}

/**
 * Per active member per minute: the app opened or focused once (`/me`, the feed's first page),
 * a little scrolling (a second page on 3 opens of 5), «Подписки» looked at on 3 opens of 5, a
 * conversation being followed (its page read about every 40 s, a message sent every 75 s), a post
 * every 10 minutes, a small photo every 20 minutes, a search every ~3 minutes. Six requests a
 * minute (one every 10 s) is round 3's arithmetic assumption, kept so the figures compare.
 * Targets: the issue's three; chat's from issue 23; the rest chosen here (the issue is silent):
 * pages a person waits on 100 ms like the others, writes and search 200 ms, an upload of a
 * ~150 KB photo (stored and resized to its variants) 1 s.
 */
export const MIX: readonly KindSpec[] = [
  { kind: 'me', label: '`/api/auth/me`', perMinute: 1.0, p99Ms: 100, source: 'issue 37' },
  { kind: 'feed', label: 'feed, first page', perMinute: 1.0, p99Ms: 50, source: 'issue 37' },
  { kind: 'feedNext', label: 'feed, next page', perMinute: 0.6, p99Ms: 100, source: 'this soak' },
  { kind: 'subscribed', label: '«Подписки», first page', perMinute: 0.6, p99Ms: 100, source: 'issue 37' },
  { kind: 'chatPage', label: 'chat messages page', perMinute: 1.5, p99Ms: 100, source: 'this soak' },
  { kind: 'chatSend', label: 'send a chat message', perMinute: 0.8, p99Ms: 100, source: 'issue 23' },
  { kind: 'post', label: 'create a post', perMinute: 0.1, p99Ms: 200, source: 'this soak' },
  { kind: 'upload', label: 'upload a small photo', perMinute: 0.05, p99Ms: 1000, source: 'this soak' },
  { kind: 'search', label: 'search posts', perMinute: 0.35, p99Ms: 200, source: 'this soak' },
];

/** Requests per active member per minute, the sum over the mix. */
export function perMemberPerMinute(mix: readonly KindSpec[] = MIX): number {
  return mix.reduce((n, m) => n + m.perMinute, 0);
}

/** Each kind's share of all requests (sums to 1). */
export function weights(mix: readonly KindSpec[] = MIX): Map<Kind, number> {
  const total = perMemberPerMinute(mix);
  return new Map(mix.map((m) => [m.kind, m.perMinute / total]));
}

/** The kind a uniform draw `u` in [0, 1) falls on, by the mix's weights. */
export function pickKind(u: number, mix: readonly KindSpec[] = MIX): Kind {
  const total = perMemberPerMinute(mix);
  let r = u * total;
  for (const m of mix) {
    r -= m.perMinute;
    if (r < 0) return m.kind;
  }
  return (mix.at(-1) as KindSpec).kind;
}

export interface Community {
  /** Share of all members active in the busiest minute (0..1). */
  activeShare: number;
  /** Requests per active member per minute. */
  perMinute: number;
}

/**
 * Members a total rate (req/s) stands for: rate × 60 s spread over active members making
 * `perMinute` requests each, who are `activeShare` of the community.
 */
export function membersFor(rate: number, c: Community): number {
  return Math.floor((rate * 60) / c.perMinute / c.activeShare);
}

/** The rate (req/s) a community of `members` needs at its peak minute. */
export function rateFor(members: number, c: Community): number {
  return (members * c.activeShare * c.perMinute) / 60;
}
