import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api-client.ts';

/** People found by name or e-mail (`GET /api/users/search?query=`), when `enabled`. */
export const useUserSearch = (query: string, enabled: boolean) =>
  useQuery({
    queryKey: ['users', 'search', query],
    queryFn: ({ signal }) => call(api.GET('/api/users/search', { params: { query: { query } }, signal })),
    enabled,
  });
