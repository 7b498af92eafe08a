import { zodResolver } from '@hookform/resolvers/zod';
import './texts.ts';
import {
  CreateInviteBody,
  INVITE_DEFAULT_DAYS,
  INVITE_DEFAULT_MAX_USES,
  type InstanceInvite,
} from '@krug/contract/admin';
import { Copy } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useInviteActions } from './use-admin-actions.ts';
import { useInvites } from './use-admin-lists.ts';

type State = 'active' | 'revoked' | 'expired' | 'usedUp';
const stateOf = (i: InstanceInvite, now = Date.now()): State =>
  i.revoked_at
    ? 'revoked'
    : i.uses >= i.max_uses
      ? 'usedUp'
      : Date.parse(i.expires_at) <= now
        ? 'expired'
        : 'active';

/** Copies a link; false when the browser refuses (the link is then shown to copy by hand). */
async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function InviteRow({ invite }: { invite: InstanceInvite }) {
  const { t } = useTranslation('admin');
  const { revoke } = useInviteActions();
  const [ask, confirmDialog] = useConfirm();
  const state = stateOf(invite);
  const label = {
    active: t('invites.active'),
    revoked: t('invites.revokedBadge'),
    expired: t('invites.expired'),
    usedUp: t('invites.usedUp'),
  }[state];
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center" data-testid="admin-invite">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${state === 'active' ? 'bg-primary-soft text-primary-fg' : 'bg-surface-muted text-fg-subtle'}`}
          >
            {label}
          </span>
          <span>{t('invites.uses', { uses: invite.uses, max: invite.max_uses })}</span>
          <span className="text-fg-faint">
            {t('invites.expires', { date: formatDateTime(invite.expires_at) })}
          </span>
        </p>
        <input
          readOnly
          aria-label={t('invites.link')}
          value={invite.url}
          onFocus={(e) => e.currentTarget.select()}
          className="mt-1 w-full truncate rounded-md bg-surface-sunken px-2 py-1 font-mono text-xs text-fg-muted"
        />
        {invite.created_by ? (
          <p className="text-xs text-fg-faint">{t('invites.by', { name: invite.created_by.name })}</p>
        ) : null}
      </div>
      {state === 'active' ? (
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass('secondary', 'min-h-11')}
            onClick={async () =>
              notify({
                type: 'info',
                message: (await copy(invite.url)) ? t('invites.copied') : t('invites.link'),
              })
            }
          >
            <Copy aria-hidden="true" className="h-4 w-4" />
            {t('invites.copy')}
          </button>
          <button
            type="button"
            className={buttonClass('ghost', 'min-h-11 text-danger-fg')}
            onClick={async () => {
              const ok = await ask({
                title: t('invites.revokeTitle'),
                description: t('invites.revokeText'),
                confirmLabel: t('invites.revoke'),
                destructive: true,
              });
              if (!ok) return;
              revoke.mutate(invite.id, {
                onSuccess: () => notify({ type: 'info', message: t('invites.revoked') }),
                onError: (err) => notify({ type: 'error', message: errorText(err, t('failed')) }),
              });
            }}
          >
            {t('invites.revoke')}
          </button>
        </div>
      ) : null}
      {confirmDialog}
    </li>
  );
}

/** Invite links (CONTRACT §8): create one (uses, days), copy it, revoke it. */
export function InvitesSection() {
  const { t } = useTranslation('admin');
  const invites = useInvites();
  const { create } = useInviteActions();
  // Typed as entered, submitted as the schema reads it (numbers).
  const form = useForm<CreateInviteBody, unknown, z.output<typeof CreateInviteBody>>({
    resolver: zodResolver(CreateInviteBody),
    defaultValues: { max_uses: INVITE_DEFAULT_MAX_USES, expires_in_days: INVITE_DEFAULT_DAYS, email: '' },
  });
  const { errors } = form.formState;
  const rows = invites.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="flex flex-col gap-4 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6">
      <div>
        <h2 className="text-base font-semibold">{t('invites.title')}</h2>
        <p className="text-sm text-fg-subtle">{t('invites.intro')}</p>
      </div>
      <form
        noValidate
        className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.5fr_auto]"
        onSubmit={form.handleSubmit(({ email, ...link }) =>
          // No address: only the link is made (the field is optional).
          create.mutate(email ? { ...link, email } : link, {
            onSuccess: async (made) => {
              const copied = await copy(made.url);
              notify({
                type: 'info',
                message: email
                  ? t('invites.mailed', { email })
                  : copied
                    ? t('invites.created')
                    : t('invites.createdNoCopy'),
              });
              form.setValue('email', '');
            },
            onError: (err) => notify({ type: 'error', message: errorText(err, t('failed')) }),
          }),
        )}
      >
        <Field
          label={t('invites.maxUses')}
          type="number"
          min={1}
          max={1000}
          error={errors.max_uses?.message}
          {...form.register('max_uses')}
        />
        <Field
          label={t('invites.days')}
          type="number"
          min={1}
          max={365}
          error={errors.expires_in_days?.message}
          {...form.register('expires_in_days')}
        />
        <Field
          label={t('invites.email')}
          hint={t('invites.emailHint')}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <button type="submit" className={buttonClass('primary', 'min-h-11')} disabled={create.isPending}>
          {t('invites.create')}
        </button>
      </form>
      {invites.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : invites.isError ? (
        <ErrorState error={invites.error} onRetry={() => void invites.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('invites.empty')} text={t('invites.emptyText')} />
      ) : (
        <ul className="divide-y divide-line">
          {rows.map((i) => (
            <InviteRow key={i.id} invite={i} />
          ))}
        </ul>
      )}
      {invites.hasNextPage ? (
        <button
          type="button"
          className={buttonClass('secondary', 'min-h-11 self-center')}
          disabled={invites.isFetchingNextPage}
          onClick={() => void invites.fetchNextPage()}
        >
          {t('more')}
        </button>
      ) : null}
    </section>
  );
}
