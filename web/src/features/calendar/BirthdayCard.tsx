import './texts.ts';
import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useUser } from '../auth/session.tsx';
import { useChatMutations } from '../chat/api.ts';
import { conversationPath } from '../posts/post-path.ts';
import type { BirthdayItem } from './birthdays.ts';
import { eventTypeColor } from './day-indicators.ts';
import { EventTypeIcon } from './event-types.tsx';
import { registerRsvpTexts } from './rsvp-texts.ts';

registerRsvpTexts();

/** What the chat's composer starts with when it is opened from «Поздравить» (router state). */
export interface ChatDraftState {
  draft?: string;
}

/**
 * «День рождения: {name}»: an all-day item with a cake and no answers. «Поздравить» opens the
 * one-to-one chat with the person (a relative without an account: the family chat), the greeting
 * ready in the composer; if the server will not open a direct chat, the family chat is used.
 */
export function BirthdayCard({ birthday: b }: { birthday: BirthdayItem }) {
  const { t } = useTranslation('rsvp');
  const { t: tc } = useTranslation('calendar');
  const me = useUser();
  const navigate = useNavigate();
  const { openDirect } = useChatMutations();
  const draft: ChatDraftState = { draft: tc('calendar.greeting', { name: b.first_name }) };
  const open = (groupId: string) => navigate(conversationPath('family', groupId), { state: draft });
  const congratulate = async () => {
    if (b.user_id && b.user_id !== me.id) {
      try {
        return open((await openDirect.mutateAsync(b.user_id)).group.id);
      } catch {
        // Falls back to the family chat below.
      }
    }
    if (b.chat_group_id) return open(b.chat_group_id);
    notify({ type: 'error', message: tc('calendar.congratulateFailed') });
  };
  const canCongratulate = b.user_id !== me.id && (b.user_id !== null || b.chat_group_id !== null);
  return (
    <li
      aria-label={t('birthday', { name: b.name })}
      className="rounded-lg border-l-4 bg-surface p-2"
      style={{ borderLeftColor: eventTypeColor('BIRTHDAY') }}
    >
      <p className="flex items-center gap-1 font-medium">
        <EventTypeIcon type="BIRTHDAY" />
        {t('birthday', { name: b.name })}
      </p>
      <p className="text-xs text-fg-faint">
        {t('birthdayKind')} · {t('birthdayAge', { age: b.age })}
      </p>
      {canCongratulate ? (
        <button
          type="button"
          className={buttonClass('secondary', 'mt-2 min-h-11 sm:min-h-9')}
          disabled={openDirect.isPending}
          onClick={() => void congratulate()}
        >
          <PartyPopper aria-hidden="true" className="h-4 w-4" />
          {tc('calendar.congratulate')}
        </button>
      ) : null}
    </li>
  );
}
