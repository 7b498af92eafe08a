import { useLocation, useNavigate, useSearchParams } from 'react-router';
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
  const location = useLocation();
  const navigate = useNavigate();
  const select = (id: string) =>
    setParams(
      (p) => {
        p.set('group', id);
        return p;
      },
      { replace: false, state: { fromChatList: true } },
    );
  /**
   * Back to the list (phones show the list or one conversation, URL-driven): steps back in history
   * when the conversation was opened from the list, so the browser's back button agrees; otherwise
   * (a shared link) drops `?group=` in place.
   */
  const back = () => {
    if ((location.state as { fromChatList?: boolean } | null)?.fromChatList) void navigate(-1);
    else
      setParams(
        (p) => {
          p.delete('group');
          return p;
        },
        { replace: true },
      );
  };
  /** Whether the URL names a conversation (on phones the list is shown otherwise). */
  const chosen = wanted !== null;
  return { groups, list, selected, select, back, chosen };
}
