import type {
  AddRelativeBody,
  FamilyTreeResponse,
  TreePerson,
  TreePersonFields,
} from '@krug/contract/family-tree';
import { kinship } from '@krug/contract/kinship';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, call } from '../../lib/api-client.ts';
import { familyKeys } from './api.ts';

export const treeKey = (familyId: string) => ['family', 'tree', familyId] as const;

export function useFamilyTree(familyId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: treeKey(familyId),
    queryFn: ({ signal }) =>
      call(api.GET('/api/family/{id}/tree', { params: { path: { id: familyId } }, signal })),
  });
}

/** Adding, editing and removing people of the tree (the family's PARENTs); each answers the new tree. */
export function useTreeMutations(familyId: string) {
  const client = useQueryClient();
  const set = (tree: FamilyTreeResponse) => {
    client.setQueryData(treeKey(familyId), tree);
    void client.invalidateQueries({ queryKey: familyKeys.members(familyId) });
  };
  return {
    add: useMutation({
      mutationFn: (body: AddRelativeBody) =>
        call(api.POST('/api/family/{id}/tree/relatives', { params: { path: { id: familyId } }, body })),
      onSuccess: set,
    }),
    edit: useMutation({
      mutationFn: ({ personId, ...body }: TreePersonFields & { personId: string }) =>
        call(
          api.PUT('/api/family/{id}/tree/people/{personId}', {
            params: { path: { id: familyId, personId } },
            body,
          }),
        ),
      onSuccess: set,
    }),
    remove: useMutation({
      mutationFn: (personId: string) =>
        call(
          api.DELETE('/api/family/{id}/members/{memberId}', {
            params: { path: { id: familyId, memberId: personId } },
          }),
        ),
      onSuccess: () => {
        void client.invalidateQueries({ queryKey: treeKey(familyId) });
        void client.invalidateQueries({ queryKey: familyKeys.members(familyId) });
      },
    }),
  };
}

/** What a person is to the viewer, in the viewer's language (the server answers Russian). */
export function useKinship() {
  const { i18n } = useTranslation();
  return (p: TreePerson) => (p.path && i18n.language === 'en' ? kinship(p.path, p.gender, 'en') : p.kinship);
}
