import type { AuthResponse, User } from '@krug/contract/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { setLanguage } from '../../i18n/index.ts';
import { ApiError, tokenStore } from '../../lib/api.ts';
import { sessionEvents, tokenUserId } from '../../lib/session-events.ts';
import { getThemeChoice, setThemeChoice } from '../../ui/theme.ts';
import { authApi, meKey } from './api.ts';

interface Session {
  /** 'anonymous' without a token; 'loading' while the stored token is checked; 'error' for other failures. */
  status: 'anonymous' | 'loading' | 'signed-in' | 'error';
  user: User | null;
  signIn(response: AuthResponse): void;
  signOut(): void;
  refresh(): Promise<unknown>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => tokenStore.get());
  const me = useQuery({
    queryKey: meKey,
    queryFn: ({ signal }) => authApi.me(signal),
    enabled: !!token,
    retry: (count, err) => !(err instanceof ApiError && err.status === 401) && count < 2,
    staleTime: 60_000,
  });

  const signOut = useCallback(() => {
    const userId = tokenUserId(tokenStore.get());
    // This device's session ends on the server too (it leaves «Сеансы и устройства»).
    if (tokenStore.get()) authApi.logout().catch(() => {});
    tokenStore.clear();
    setToken(null);
    queryClient.clear();
    // The saved offline data and this device's pushes go with the user (issue 35).
    sessionEvents.emit({ type: 'signed-out', userId });
  }, [queryClient]);

  // A stored token the server no longer accepts is removed (spec §4); other failures are only logged.
  useEffect(() => {
    if (me.error instanceof ApiError && me.error.status === 401) signOut();
    else if (me.error) console.error('Profile load failed', me.error);
  }, [me.error, signOut]);

  // The signed-in user's stored language and theme apply at once, on every device (issue 18).
  const language = me.data?.language;
  const theme = me.data?.theme;
  useEffect(() => {
    if (language) void setLanguage(language);
  }, [language]);
  useEffect(() => {
    if (theme && theme !== getThemeChoice()) setThemeChoice(theme);
  }, [theme]);

  const signIn = useCallback(
    (response: AuthResponse) => {
      tokenStore.set(response.access_token);
      queryClient.setQueryData(meKey, response.user);
      setToken(response.access_token);
      sessionEvents.emit({ type: 'signed-in', userId: response.user.id });
    },
    [queryClient],
  );

  const value = useMemo<Session>(() => {
    let status: Session['status'] = 'anonymous';
    if (token && me.data) status = 'signed-in';
    else if (token && me.error && !(me.error instanceof ApiError && me.error.status === 401))
      status = 'error';
    else if (token) status = 'loading';
    return { status, user: token ? (me.data ?? null) : null, signIn, signOut, refresh: me.refetch };
  }, [token, me.data, me.error, me.refetch, signIn, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The signed-in user; only used below the routes that require sign-in. */
export function useUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useUser without a signed-in user');
  return user;
}
