import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { SessionProvider } from '../features/auth/session.tsx';
import { LiveConnection } from '../features/live/LiveConnection.tsx';

export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(
    () => client ?? new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <LiveConnection />
        {children}
      </SessionProvider>
      <Toaster richColors position="top-right" closeButton />
    </QueryClientProvider>
  );
}
