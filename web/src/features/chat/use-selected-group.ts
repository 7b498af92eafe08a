import { useSearchParams } from 'react-router';
import { useChatGroups } from './api.ts';

/** The group in `?group=`, else the FAMILY group (selected by default, spec §4), else none. */
export function useSelectedGroup() {
  const [params, setParams] = useSearchParams();
  const groups = useChatGroups();
  const list = groups.data ?? [];
  const wanted = params.get('group');
  const selected =
    (wanted ? list.find((g) => g.group.id === wanted) : undefined) ??
    (wanted ? undefined : list.find((g) => g.group.group_type === 'FAMILY'));
  const select = (id: string) =>
    setParams(
      (p) => {
        p.set('group', id);
        return p;
      },
      { replace: false },
    );
  return { groups, list, selected, select };
}
