import type {
  CreateFamilyBody,
  FamilyMember,
  FamilyPrivacy,
  FamilyProfile,
  PublicFamilyProfile,
} from '@krug/contract/family';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';

export const familyKeys = {
  all: ['family'] as const,
  profiles: ['family', 'profiles'] as const,
  members: (id: string) => ['family', 'members', id] as const,
  public: (id: string) => ['family', 'public', id] as const,
};

const fetchProfiles = ({ signal }: { signal: AbortSignal }) =>
  apiFetch<{ family_profiles: FamilyProfile[] }>('/api/family-profiles', { signal });

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
    queryFn: ({ signal }) => apiFetch<{ members: FamilyMember[] }>(`/api/family/${id}/members`, { signal }),
    select: (d) => d.members,
  });
}

export function usePublicFamily(id: string | undefined) {
  return useQuery({
    queryKey: familyKeys.public(id ?? ''),
    queryFn: ({ signal }) => apiFetch<PublicFamilyProfile>(`/api/family/${id}/public`, { signal }),
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
        apiFetch<FamilyProfile>(`/api/family/${id}/update`, { method: 'PUT', body }),
      ...opts,
    }),
    privacy: useMutation({
      mutationFn: (body: FamilyPrivacy) =>
        apiFetch<FamilyProfile>(`/api/family/${id}/privacy`, { method: 'PUT', body }),
      ...opts,
    }),
    addMember: useMutation({
      mutationFn: (body: { user_id: string; relationship: string }) =>
        apiFetch(`/api/family/${id}/members`, { method: 'POST', body }),
      ...opts,
    }),
    removeMember: useMutation({
      mutationFn: (userId: string) => apiFetch(`/api/family/${id}/members/${userId}`, { method: 'DELETE' }),
      ...opts,
    }),
    remove: useMutation({ mutationFn: () => apiFetch(`/api/family/${id}`, { method: 'DELETE' }) }),
    image: useMutation({
      mutationFn: ({ kind, dataUrl }: { kind: 'banner' | 'avatar'; dataUrl: string }) =>
        apiFetch<FamilyProfile>(`/api/family-profiles/${id}/${kind}`, {
          method: 'PUT',
          body: kind === 'banner' ? { banner_image: dataUrl } : { avatar_image: dataUrl },
        }),
      ...opts,
    }),
  };
}

export function useCreateFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFamilyBody) =>
      apiFetch<FamilyProfile>('/api/family/create-with-members', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}
