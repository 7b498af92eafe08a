/**
 * Waits for a state, not for time: asks `check` every 20 ms until it answers something truthy
 * (returned), and fails naming `what` if that has not happened within `ms` (a bound, not a pace).
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  ms = 30_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`still waiting for ${what} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
