import { useEffect, useState } from 'react';

/** Below 768 px (the md breakpoint) an open conversation takes the whole screen. */
const PHONE = '(max-width: 767.98px)';

/**
 * An open conversation on a phone (issue 31): it fills the screen, the shell's bottom bar hides
 * (`html[data-chat-open]`, index.css) and the page behind does not scroll. Its height follows the
 * visual viewport, so when the on-screen keyboard opens the composer sits right above it.
 * Answers the style for the conversation's box (undefined on wider screens or when closed).
 */
export function usePhoneConversation(open: boolean) {
  const [box, setBox] = useState<{ height: number; top: number } | null>(null);
  useEffect(() => {
    const phone = window.matchMedia?.(PHONE);
    if (!open || !phone) return;
    const root = document.documentElement;
    const viewport = window.visualViewport;
    const apply = () => {
      if (phone.matches) root.dataset.chatOpen = '';
      else delete root.dataset.chatOpen;
      setBox(phone.matches && viewport ? { height: viewport.height, top: viewport.offsetTop } : null);
    };
    apply();
    phone.addEventListener?.('change', apply);
    viewport?.addEventListener('resize', apply);
    viewport?.addEventListener('scroll', apply);
    return () => {
      delete root.dataset.chatOpen;
      phone.removeEventListener?.('change', apply);
      viewport?.removeEventListener('resize', apply);
      viewport?.removeEventListener('scroll', apply);
      setBox(null);
    };
  }, [open]);
  return box === null ? undefined : { height: `${box.height}px`, top: `${box.top}px` };
}
