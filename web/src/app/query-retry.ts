import { ApiError } from '../lib/api.ts';

/** Delay before the single retry of a failed query: short, so an error shows within a second. */
export const QUERY_RETRY_DELAY_MS = 300;

/**
 * Whether a failed query is tried again (issue 18): never for a 4xx answer (the request itself
 * is wrong, or forbidden, or gone: asking again changes nothing), at most once otherwise.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
