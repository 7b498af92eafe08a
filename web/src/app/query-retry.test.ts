import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api.ts';
import { QUERY_RETRY_DELAY_MS, shouldRetryQuery } from './query-retry.ts';

describe('query retry policy', () => {
  it.each([400, 401, 403, 404, 409, 422, 429, 499])('never retries a %i answer', (status) => {
    expect(shouldRetryQuery(0, new ApiError(status, 'нет'))).toBe(false);
  });

  it.each([
    ['a 500 answer', new ApiError(500, null)],
    ['a 503 answer', new ApiError(503, null)],
    ['a network failure', new ApiError(0, 'Network error')],
    ['an unknown error', new Error('boom')],
  ])('retries %s exactly once', (_name, error) => {
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(false);
  });

  it('waits well under a second before the retry', () => {
    expect(QUERY_RETRY_DELAY_MS).toBeLessThan(1000);
  });
});
