import type { ModuleKey } from '@krug/contract/modules';
import { MessageCircle, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/Field.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Conversation } from './Conversation.tsx';
import { CreateGroupForm } from './CreateGroupForm.tsx';
import { GroupList } from './GroupList.tsx';
import { useSelectedGroup } from './use-selected-group.ts';

/** The chat layout (spec §2): groups on the side, the conversation, or a welcome prompt. */
export function ChatPage({ module }: { module: ModuleKey }) {
  const { t } = useTranslation();
  const { groups, list, selected, select } = useSelectedGroup();
  const [creating, setCreating] = useState(false);
  return (
    <div className="grid min-h-[32rem] grid-cols-1 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:grid-cols-[18rem_1fr]">
      <nav
        aria-label={t('chat.groups')}
        className="flex flex-col gap-2 border-b border-slate-200 p-3 md:border-r md:border-b-0"
      >
        <div className="flex items-center justify-between">
          <h1 className="font-semibold">{t('chat.groups')}</h1>
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
          <Spinner label={t('app.loading')} className="text-slate-600" />
        ) : groups.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('chat.loadFailed')}
          </p>
        ) : (
          <GroupList groups={list} selected={selected?.group.id ?? null} onSelect={select} />
        )}
      </nav>
      {selected ? (
        <Conversation key={selected.group.id} entry={selected} />
      ) : (
        <div className="flex flex-col items-center justify-center gap-2 p-10 text-center text-slate-600">
          <MessageCircle aria-hidden="true" className="h-10 w-10 text-emerald-600" />
          <p className="font-medium text-slate-800">{t('chat.welcomeTitle')}</p>
          <p className="text-sm">{t('chat.welcomeText')}</p>
        </div>
      )}
    </div>
  );
}
