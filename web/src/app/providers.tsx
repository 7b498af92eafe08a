import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SessionProvider } from '../features/auth/session.tsx';
import { LiveConnection } from '../features/live/LiveConnection.tsx';
import { ToastHost } from '../ui/ToastHost.tsx';
import { QUERY_RETRY_DELAY_MS, shouldRetryQuery } from './query-retry.ts';

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
        <LiveConnection />
        {children}
      </SessionProvider>
      <ToastHost />
    </QueryClientProvider>
  );
}
