import './texts.ts';
import type { ModuleKey } from '@krug/contract/modules';
import { MessageCircle, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { useChatInView } from '../live/viewing.ts';
import { Conversation } from './Conversation.tsx';
import { CreateGroupForm } from './CreateGroupForm.tsx';
import { GroupList } from './GroupList.tsx';
import { usePhoneConversation } from './use-phone-conversation.ts';
import { useSelectedGroup } from './use-selected-group.ts';

/** From 768 px the list and the conversation are side by side (the md breakpoint). */
const wideScreen = () => window.matchMedia?.('(min-width: 768px)').matches === true;

/** The chat layout (spec §2): groups on the side, the conversation, or a welcome prompt. */
export function ChatPage({ module }: { module: ModuleKey }) {
  const { t } = useTranslation('chat');
  const { groups, list, selected, select, back, chosen } = useSelectedGroup();
  const [creating, setCreating] = useState(false);
  // The conversation on screen (phones show it only when the URL names it): no push for it.
  useChatInView(selected && (chosen || wideScreen()) ? selected.group.id : null);
  // On a phone an open conversation covers the whole screen, bottom bar included (issue 31).
  const phone = usePhoneConversation(!!(chosen && selected));
  // Phones show the list, or (with `?group=`) one conversation with a back control; wider screens both.
  return (
    // The chat fills the viewport under the top bar (and above the phone's bottom bar): messages
    // scroll inside, the composer stays at the bottom.
    <div
      style={phone}
      data-testid="chat-layout"
      className={`${phone ? 'fixed inset-x-0 z-40 rounded-none! ring-0!' : ''} grid h-[max(24rem,calc(100dvh-var(--chat-chrome)))] grid-cols-1 grid-rows-[minmax(0,1fr)] overflow-hidden rounded-2xl bg-surface shadow-sm ring-1 ring-line [--chat-chrome:9.75rem] md:grid-cols-[18rem_minmax(0,1fr)] md:[--chat-chrome:10.5rem] xl:[--chat-chrome:6.5rem]`}
    >
      <h1 className="sr-only">{t('views.chat')}</h1>
      <nav
        aria-label={t('chat.groups')}
        className={`${chosen ? 'hidden md:flex' : 'flex'} min-h-0 min-w-0 flex-col gap-2 overflow-y-auto p-3 md:border-r md:border-line`}
      >
        <div className="flex items-center justify-between">
          <h2 className="font-semibold">{t('chat.groups')}</h2>
          <button
            type="button"
            className={buttonClass('ghost', 'px-2 py-1')}
            onClick={() => setCreating(!creating)}
            aria-expanded={creating}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('chat.newGroup')}
          </button>
        </div>
        {creating ? (
          <CreateGroupForm
            module={module}
            onCancel={() => setCreating(false)}
            onCreated={(id) => {
              setCreating(false);
              select(id);
            }}
          />
        ) : null}
        {groups.isPending ? (
          <ListSkeleton rows={4} />
        ) : groups.isError ? (
          <ErrorState
            error={groups.error}
            title={t('chat.loadFailed')}
            onRetry={() => void groups.refetch()}
          />
        ) : list.length === 0 && !creating ? (
          <EmptyState icon={<MessageCircle />} title={t('ui.noGroups')} text={t('ui.noGroupsText')} />
        ) : (
          <GroupList groups={list} selected={selected?.group.id ?? null} onSelect={select} />
        )}
      </nav>
      {selected ? (
        <div className={`${chosen ? 'flex' : 'hidden md:flex'} min-h-0 min-w-0 flex-col`}>
          <Conversation key={selected.group.id} entry={selected} onBack={back} module={module} />
        </div>
      ) : (
        <div
          className={`${chosen ? 'flex' : 'hidden md:flex'} flex-col items-center justify-center gap-2 p-10 text-center text-fg-subtle`}
        >
          <MessageCircle aria-hidden="true" className="h-10 w-10 text-primary-fg" />
          <p className="font-medium text-fg">{t('chat.welcomeTitle')}</p>
          <p className="text-sm">{t('chat.welcomeText')}</p>
        </div>
      )}
    </div>
  );
}
