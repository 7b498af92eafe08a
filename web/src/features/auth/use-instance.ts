import type { InstanceInfo } from '@krug/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';

/** `GET /api/instance` (no token): the name and registration mode the sign-in pages follow. */
export function useInstance() {
  return useQuery({
    queryKey: ['instance'],
    queryFn: ({ signal }) => apiFetch<InstanceInfo>('/api/instance', { signal }),
    staleTime: 60_000,
  });
}

/**
 * The invite token in what someone pasted: a whole link (`…/register?invite=TOKEN`) or the code
 * alone; null when there is nothing usable.
 */
export function inviteTokenOf(pasted: string): string | null {
  const text = pasted.trim();
  if (!text) return null;
  try {
    const url = new URL(text, 'http://invite.local');
    const token = url.searchParams.get('invite');
    if (token) return token;
  } catch {
    // not a link: the code itself
  }
  return /^[\w-]{8,200}$/.test(text) ? text : null;
}
