import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '../chat/api.ts';
import { familyKeys } from '../family/api.ts';
import { householdKey } from '../household/api.ts';
import { postKeys } from '../posts/api.ts';
import { workKeys } from '../work/api.ts';
import { invitationKeys } from './api.ts';

/** After accepting, declining or leaving, every list that depends on membership is read again. */
export function refreshMemberships(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
    queryClient.invalidateQueries({ queryKey: familyKeys.all }),
    queryClient.invalidateQueries({ queryKey: householdKey }),
    queryClient.invalidateQueries({ queryKey: chatKeys.all }),
    queryClient.invalidateQueries({ queryKey: postKeys.all }),
    queryClient.invalidateQueries({ queryKey: workKeys.all }),
  ]);
}
