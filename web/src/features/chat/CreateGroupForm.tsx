import './texts.ts';
import { CREATABLE_GROUP_TYPES, type GroupType } from '@krug/contract/chat';
import type { UserSearchResult } from '@krug/contract/family';
import { MODULE_INFO, type ModuleKey } from '@krug/contract/modules';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { UserSearch } from '../users/UserSearch.tsx';
import { useChatMutations } from './api.ts';
import { ColorSwatches } from './ColorSwatches.tsx';
import './consent-texts.ts';

/** The inline create-group form: name required, type (default CUSTOM), the module colour, members. */
export function CreateGroupForm({
  module,
  onCreated,
  onCancel,
}: {
  module: ModuleKey;
  onCreated(id: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('chat');
  const { t: tc } = useTranslation('chatConsent');
  const { createGroup } = useChatMutations();
  const [name, setName] = useState('');
  const [type, setType] = useState<GroupType>('CUSTOM');
  const [color, setColor] = useState(MODULE_INFO[module].color);
  const [members, setMembers] = useState<UserSearchResult[]>([]);
  return (
    <form
      className="flex min-w-0 flex-col gap-3 rounded-xl bg-surface-sunken p-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!name.trim()) return;
        try {
          const entry = await createGroup.mutateAsync({
            name,
            group_type: type,
            color_code: color,
            member_ids: members.map((m) => m.id),
          });
          // Whoever's setting did not allow being added at once was invited instead.
          if (entry.invited.length > 0)
            notify({
              type: 'info',
              message: tc('invitedMany', {
                names: entry.invited.map((p) => `${p.first_name} ${p.last_name}`).join(', '),
              }),
            });
          onCreated(entry.group.id);
        } catch (err) {
          console.error('Group creation failed', err);
          notify({ type: 'error', message: errorText(err, t('chat.loadFailed')) });
        }
      }}
    >
      <Field label={t('chat.groupName')} value={name} required onChange={(e) => setName(e.target.value)} />
      <SelectField
        label={t('chat.groupType')}
        id="group-type"
        value={type}
        onChange={(e) => setType(e.target.value as GroupType)}
      >
        {CREATABLE_GROUP_TYPES.map((g) => (
          <option key={g} value={g}>
            {t(`chat.groupTypes.${g}`)}
          </option>
        ))}
      </SelectField>
      <ColorSwatches label={t('chat.groupColor')} value={color} onChange={setColor} />
      {members.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label={t('chat.addMembers')}>
          {members.map((m) => (
            <li
              key={m.id}
              className="flex items-center gap-1 rounded-full bg-surface px-2 py-0.5 text-xs ring-1 ring-line"
            >
              {m.name} {m.surname}
              <button
                type="button"
                aria-label={`${t('chat.cancel')}: ${m.name}`}
                onClick={() => setMembers(members.filter((x) => x.id !== m.id))}
              >
                <X aria-hidden="true" className="h-3 w-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {members.length > 0 ? <p className="text-xs text-fg-subtle">{tc('hint')}</p> : null}
      <UserSearch
        present={members.map((m) => m.id)}
        presentLabel={t('chat.alreadyInGroup')}
        onPick={(u) => setMembers([...members, u])}
      />
      <div className="flex gap-2">
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={!name.trim() || createGroup.isPending}
        >
          {t('chat.create')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {t('chat.cancel')}
        </button>
      </div>
    </form>
  );
}
