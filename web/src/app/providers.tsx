import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { SessionProvider } from '../features/auth/session.tsx';
import { ToastHost } from '../ui/ToastHost.tsx';
import { QUERY_RETRY_DELAY_MS, shouldRetryQuery } from './query-retry.ts';

// The live socket (and the chat, home and notification caches it updates) loads beside the first
// screen, not in the entry: it opens only once signed in anyway.
const LiveConnection = lazy(() =>
  import('../features/live/LiveConnection.tsx').then((m) => ({ default: m.LiveConnection })),
);

/** The app's query client (main.tsx makes one and hands it to the offline cache too). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: shouldRetryQuery, retryDelay: QUERY_RETRY_DELAY_MS },
    },
  });

export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <Suspense fallback={null}>
          <LiveConnection />
        </Suspense>
        {children}
      </SessionProvider>
      <ToastHost />
    </QueryClientProvider>
  );
}
