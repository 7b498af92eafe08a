import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { SessionProvider } from '../features/auth/session.tsx';
import { LiveConnection } from '../features/live/LiveConnection.tsx';

// The toast host is downloaded after the first paint; toasts raised earlier are shown when it mounts.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

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
      <Suspense fallback={null}>
        <Toaster richColors position="top-right" closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
