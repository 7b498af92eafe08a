import type { CreateFamilyBody, FamilyPrivacy, FamilyProfile } from '@krug/contract/family';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api, call } from '../../lib/api-client.ts';

export const familyKeys = {
  all: ['family'] as const,
  profiles: ['family', 'profiles'] as const,
  members: (id: string) => ['family', 'members', id] as const,
  public: (id: string) => ['family', 'public', id] as const,
};

const fetchProfiles = ({ signal }: { signal: AbortSignal }) =>
  call(api.GET('/api/family-profiles', { signal }));

export function useFamilyProfiles() {
  return useQuery({
    queryKey: familyKeys.profiles,
    queryFn: fetchProfiles,
    select: (d) => d.family_profiles,
  });
}

/** Whether the user belongs to a family; undefined until known (or when not asked: `enabled` false). */
export function useHasFamily(enabled = true): { hasFamily: boolean | undefined; settled: boolean } {
  const query = useQuery({
    queryKey: familyKeys.profiles,
    queryFn: fetchProfiles,
    select: (d) => d.family_profiles.length > 0,
    enabled,
  });
  return { hasFamily: query.data, settled: !enabled || !query.isPending };
}

/** The family the module shows: the one where the user is PARENT, else one they belong to, else the first. */
export function pickFamily(profiles: FamilyProfile[], id?: string | null): FamilyProfile | undefined {
  if (id) return profiles.find((f) => f.id === id);
  return (
    profiles.find((f) => f.user_role === 'PARENT') ?? profiles.find((f) => f.is_user_member) ?? profiles[0]
  );
}

export function useFamilyMembers(id: string) {
  return useQuery({
    queryKey: familyKeys.members(id),
    queryFn: ({ signal }) => call(api.GET('/api/family/{id}/members', { params: { path: { id } }, signal })),
    select: (d) => d.members,
  });
}

export function usePublicFamily(id: string | undefined) {
  return useQuery({
    queryKey: familyKeys.public(id ?? ''),
    queryFn: ({ signal }) =>
      call(api.GET('/api/family/{id}/public', { params: { path: { id: id ?? '' } }, signal })),
    enabled: !!id,
    retry: false,
  });
}

/** Mutations of one family; each refreshes the family data afterwards. */
export function useFamilyMutations(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: familyKeys.all });
  const opts = { onSuccess: refresh };
  return {
    update: useMutation({
      mutationFn: (body: { family_name: string; description: string; city: string; location: string }) =>
        call(api.PUT('/api/family/{id}/update', { params: { path: { id } }, body })),
      ...opts,
    }),
    privacy: useMutation({
      mutationFn: (body: FamilyPrivacy) =>
        call(api.PUT('/api/family/{id}/privacy', { params: { path: { id } }, body })),
      ...opts,
    }),
    addMember: useMutation({
      mutationFn: (body: ApiBody<'/api/family/{id}/members', 'post'>) =>
        call(api.POST('/api/family/{id}/members', { params: { path: { id } }, body })),
      ...opts,
    }),
    removeMember: useMutation({
      mutationFn: (userId: string) =>
        call(
          api.DELETE('/api/family/{id}/members/{memberId}', { params: { path: { id, memberId: userId } } }),
        ),
      ...opts,
    }),
    remove: useMutation({
      mutationFn: () => call(api.DELETE('/api/family/{id}', { params: { path: { id } } })),
    }),
    /** The creator gives or takes the power to manage the family (issue 32 item 22). */
    setManager: useMutation({
      mutationFn: ({ memberId, manages }: { memberId: string; manages: boolean }) =>
        call(
          api.PUT('/api/family/{id}/members/{memberId}/manager', {
            params: { path: { id, memberId } },
            body: { manages },
          }),
        ),
      ...opts,
    }),
    image: useMutation({
      mutationFn: ({ kind, dataUrl }: { kind: 'banner' | 'avatar'; dataUrl: string }) =>
        kind === 'banner'
          ? call(
              api.PUT('/api/family-profiles/{id}/banner', {
                params: { path: { id } },
                body: { banner_image: dataUrl },
              }),
            )
          : call(
              api.PUT('/api/family-profiles/{id}/avatar', {
                params: { path: { id } },
                body: { avatar_image: dataUrl },
              }),
            ),
      ...opts,
    }),
  };
}

export function useCreateFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFamilyBody) => call(api.POST('/api/family/create-with-members', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}

/** Families that allow being found, by name (`GET /api/family/search?query=`). */
export const searchFamilies = (query: string, signal?: AbortSignal) =>
  call(api.GET('/api/family/search', { params: { query: { query } }, signal }));

/** Follows a family's public page, or stops following it; answers the new state and figure. */
export const setFollowingFamily = (id: string, follow: boolean) =>
  follow
    ? call(api.POST('/api/family/{id}/follow', { params: { path: { id } } }))
    : call(api.DELETE('/api/family/{id}/follow', { params: { path: { id } } }));

/** Creates a family profile (the wizard's last step). */
export const createFamilyProfile = (body: ApiBody<'/api/family-profiles', 'post'>) =>
  call(api.POST('/api/family-profiles', { body }));

/** Completes the caller's own profile (the wizard's first step); answers «Мои данные». */
export const completeProfile = (body: ApiBody<'/api/users/profile/complete', 'put'>) =>
  call(api.PUT('/api/users/profile/complete', { body }));
