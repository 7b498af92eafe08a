import { useEffect } from 'react';

/**
 * Which conversation this tab shows (issue 35 §3): LiveConnection tells the server over the socket
 * while the tab is visible, so no push goes out for a chat being read. One per tab; null for none.
 */
let viewing: string | null = null;
const listeners = new Set<() => void>();

export const chatViewing = {
  current: () => viewing,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function set(groupId: string | null) {
  if (viewing === groupId) return;
  viewing = groupId;
  for (const listener of listeners) listener();
}

/** While mounted with a group, that conversation is the one in view. */
export function useChatInView(groupId: string | null) {
  useEffect(() => {
    if (!groupId) return;
    set(groupId);
    return () => {
      if (viewing === groupId) set(null);
    };
  }, [groupId]);
}

/** The frame the socket sends: the group in view while the tab is visible, else none. */
export const viewingFrame = () =>
  JSON.stringify({
    type: 'viewing',
    group_id: typeof document !== 'undefined' && document.visibilityState === 'visible' ? viewing : null,
  });
