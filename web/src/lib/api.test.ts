import { describe, expect, it } from 'vitest';
import { nextPageOf } from './api.ts';

describe('nextPageOf (the Link header of a list)', () => {
  it('finds rel="next" among links, or nothing', () => {
    expect(nextPageOf('</api/posts?limit=20&before=abc>; rel="next"')).toBe('/api/posts?limit=20&before=abc');
    expect(nextPageOf('</api/a?p=1>; rel="prev", </api/a?p=3>; rel=next')).toBe('/api/a?p=3');
    expect(nextPageOf('</api/a?p=1>; rel="prev"')).toBeNull();
    expect(nextPageOf(null)).toBeNull();
  });
});
