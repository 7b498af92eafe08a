import '../invitations/texts.ts';
import '../family/texts.ts';
import './texts.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateHouseholdBody,
  HOUSEHOLD_RELATIONSHIPS,
  type HouseholdMember,
  type HouseholdResponse,
} from '@krug/contract/household';
import { HouseHeart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/labels.ts';
import { errorText } from '../../lib/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useUser } from '../auth/session.tsx';
import { TodayChores } from '../home/TodayChores.tsx';
import { isInvited } from '../invitations/api.ts';
import { EmailInvites } from '../invitations/EmailInvites.tsx';
import { InvitedBadge } from '../invitations/InvitedBadge.tsx';
import { LeaveButton } from '../invitations/LeaveButton.tsx';
import { PersonLink } from '../people/PersonLink.tsx';
import { UserSearch } from '../users/UserSearch.tsx';
import { useHousehold, useHouseholdMutations } from './api.ts';

/**
 * The household section in its four states: loading, none, creating, present (spec §2, §4). On
 * the family page it is a section; as the household view (`asPage`) its title is the page's h1.
 */
export function HouseholdSection({ asPage = false }: { asPage?: boolean }) {
  const { t } = useTranslation(['household', 'family', 'invitations']);
  const household = useHousehold();
  const [creating, setCreating] = useState(false);
  const Title = asPage ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby="household-title"
      className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6"
    >
      <Title
        id="household-title"
        className={`mb-3 flex items-center gap-2 font-semibold ${asPage ? 'text-xl' : 'text-lg'}`}
      >
        <HouseHeart aria-hidden="true" className="h-5 w-5 text-primary-fg" />
        {t('household.title')}
      </Title>
      {asPage ? <p className="-mt-2 mb-4 text-sm text-fg-subtle">{t('familyHome.householdIntro')}</p> : null}
      {household.isPending ? (
        <ListSkeleton rows={2} />
      ) : household.isError ? (
        <ErrorState
          error={household.error}
          title={t('family.loadFailed')}
          onRetry={() => void household.refetch()}
        />
      ) : household.data.household ? (
        <HouseholdView data={household.data} />
      ) : creating ? (
        <CreateHousehold onCancel={() => setCreating(false)} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-fg-subtle">{t('household.none')}</p>
          <button type="button" className={buttonClass('primary')} onClick={() => setCreating(true)}>
            {t('household.create')}
          </button>
        </div>
      )}
    </section>
  );
}

function CreateHousehold({ onCancel }: { onCancel(): void }) {
  const { t } = useTranslation(['household', 'family', 'invitations']);
  const { create } = useHouseholdMutations();
  const form = useForm({
    resolver: zodResolver(CreateHouseholdBody),
    defaultValues: {
      household_name: '',
      address_street: '',
      address_city: '',
      address_state: '',
      address_country: '',
      address_postal_code: '',
      members: [],
    },
  });
  const e = form.formState.errors;
  const optional = t('household.optional');
  return (
    <form
      noValidate
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      onSubmit={form.handleSubmit(async (values) => {
        try {
          await create.mutateAsync(values);
          notify({ type: 'success', message: t('household.created'), milestone: true });
        } catch (err) {
          notify({ type: 'error', message: errorText(err, t('household.createError')) });
        }
      })}
    >
      <Field
        label={t('household.name')}
        error={e.household_name?.message}
        {...form.register('household_name')}
      />
      <Field
        label={t('household.street')}
        error={e.address_street?.message}
        {...form.register('address_street')}
      />
      <Field label={t('household.city')} error={e.address_city?.message} {...form.register('address_city')} />
      <Field label={t('household.state')} hint={optional} {...form.register('address_state')} />
      <Field
        label={t('household.country')}
        error={e.address_country?.message}
        {...form.register('address_country')}
      />
      <Field label={t('household.postal')} hint={optional} {...form.register('address_postal_code')} />
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className={buttonClass('primary')} disabled={create.isPending}>
          {t('household.submit')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {t('household.cancel')}
        </button>
      </div>
    </form>
  );
}

function HouseholdView({ data }: { data: HouseholdResponse }) {
  const { t } = useTranslation(['household', 'family', 'invitations']);
  const label = useLabel();
  const me = useUser();
  const { add, remove } = useHouseholdMutations();
  const [relationship, setRelationship] = useState<(typeof HOUSEHOLD_RELATIONSHIPS)[number]>('roommate');
  const [removing, setRemoving] = useState<HouseholdMember | null>(null);
  const h = data.household;
  if (!h) return null;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="font-medium">{h.household_name}</p>
        <p className="text-sm text-fg-subtle">
          {[h.address_street, h.address_city, h.address_state, h.address_country, h.address_postal_code]
            .filter(Boolean)
            .join(', ')}
        </p>
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold">{t('household.residents')}</h3>
        <ul className="flex flex-col divide-y divide-line-subtle rounded-xl ring-1 ring-line">
          {data.members.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
              <span className="flex min-w-0 flex-wrap items-center gap-x-2">
                <Avatar src={m.profile_picture} name={`${m.first_name} ${m.last_name}`} size="sm" />
                <span className="font-medium">
                  <PersonLink userId={m.user_id}>
                    {m.first_name} {m.last_name}
                  </PersonLink>
                </span>{' '}
                {m.relationship ? (
                  <span className="text-fg-faint">{label('householdRelationship', m.relationship)}</span>
                ) : null}
                {m.is_creator ? (
                  <span className="ml-2 rounded bg-warn-soft-strong px-1.5 py-0.5 text-xs text-warn-fg">
                    {label('householdRole', 'owner')}
                  </span>
                ) : null}
                {isInvited(m) ? <InvitedBadge /> : null}
              </span>
              {!m.can_remove ? null : m.user_id === me.id ? (
                <LeaveButton
                  kind="household"
                  name={h.household_name}
                  of={h.id}
                  me={me.id}
                  className="ml-auto"
                />
              ) : (
                <button
                  type="button"
                  className={buttonClass('ghost', 'ml-auto min-h-touch')}
                  aria-label={`${t('household.remove')}: ${m.first_name} ${m.last_name}`}
                  onClick={() => setRemoving(m)}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
      {h.can_add_members ? (
        <div className="flex max-w-xl flex-col gap-3">
          <h3 className="text-sm font-semibold">{t('household.addResident')}</h3>
          <SelectField
            id="household-relationship"
            label={t('household.relationship')}
            value={relationship}
            onChange={(e) =>
              setRelationship(HOUSEHOLD_RELATIONSHIPS.find((r) => r === e.target.value) ?? 'roommate')
            }
          >
            {HOUSEHOLD_RELATIONSHIPS.map((r) => (
              <option key={r} value={r}>
                {label('householdRelationship', r)}
              </option>
            ))}
          </SelectField>
          <UserSearch
            exclude={data.members.map((m) => m.user_id)}
            onPick={async (u) => {
              try {
                await add.mutateAsync({ id: h.id, user_id: u.id, relationship });
                // A registered user is invited; they become a resident when they accept.
                notify({ type: 'success', message: t('invitations.sent') });
              } catch (err) {
                notify({ type: 'error', message: errorText(err, t('household.memberAddError')) });
              }
            }}
          />
        </div>
      ) : null}
      {h.can_add_members ? (
        <EmailInvites
          kind="household"
          targetId={h.id}
          relationships={HOUSEHOLD_RELATIONSHIPS}
          relationshipLabel={(r) => label('householdRelationship', r)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={t('household.removeConfirm')}
        description={removing ? `${removing.first_name} ${removing.last_name}` : ''}
        confirmLabel={t('household.remove')}
        destructive
        pending={remove.isPending}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync({ id: h.id, userId: removing.user_id });
            notify({ type: 'success', message: t('household.memberRemoved') });
          } catch (err) {
            notify({ type: 'error', message: errorText(err, t('household.memberRemoveError')) });
          }
        }}
      />
    </div>
  );
}

/** The household view (`/family/household`), reachable from the family navigation. */
export function HouseholdPage() {
  const { data } = useHousehold();
  return (
    <div className="flex flex-col gap-4">
      <HouseholdSection asPage />
      {data?.household ? <TodayChores circle={{ scope: 'household', id: data.household.id }} /> : null}
    </div>
  );
}
