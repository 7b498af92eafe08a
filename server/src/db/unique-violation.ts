/** PostgreSQL's unique_violation (23505), however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown } | null;
  return !!e && (e.code === '23505' || (e.cause !== undefined && isUniqueViolation(e.cause)));
}
