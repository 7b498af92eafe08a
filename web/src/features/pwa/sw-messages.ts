/** What the app asks of the service worker (web/src/sw.ts) and what the worker tells the app. */
export const SW_MESSAGES = { skipWaiting: 'krug:skip-waiting', open: 'krug:open' } as const;
