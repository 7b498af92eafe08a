import type { UserSession } from '@krug/contract/security';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useEndSessions, useSessions } from './api.ts';
import { parseUserAgent } from './device-label.ts';
import { registerSecurityTexts } from './texts.ts';

registerSecurityTexts();

const MOBILE = new Set(['iOS', 'Android']);

/** «Chrome на Linux», or what is known of it. */
export function useDeviceLabel() {
  const { t } = useTranslation('security');
  return (userAgent: string) => {
    const { browser, os } = parseUserAgent(userAgent);
    if (browser && os) return t('sessions.device.on', { browser, os });
    return browser ?? os ?? t('sessions.device.unknown');
  };
}

function SessionRow({ session, onEnd }: { session: UserSession; onEnd(): void }) {
  const { t } = useTranslation('security');
  const label = useDeviceLabel()(session.user_agent);
  const Icon = MOBILE.has(parseUserAgent(session.user_agent).os ?? '') ? Smartphone : Monitor;
  return (
    <li className="flex items-center gap-3 py-3" data-testid="session-row">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-fg-muted"
      >
        <Icon className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-fg">
          <span className="truncate" title={session.user_agent || undefined}>
            {label}
          </span>
          {session.current ? (
            <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary-fg">
              {t('sessions.current')}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-fg-subtle">
          <span className="tabular-nums">{session.ip || t('sessions.unknownIp')}</span>
          <span aria-hidden="true"> · </span>
          {t('sessions.lastActive')} <RelativeTime value={session.last_seen_at} />
        </p>
      </div>
      {session.current ? null : (
        <button type="button" className={buttonClass('secondary', 'min-h-11 shrink-0')} onClick={onEnd}>
          {t('sessions.end')}
          <span className="sr-only">: {label}</span>
        </button>
      )}
    </li>
  );
}

/**
 * «Сеансы и устройства» (issue 20): every device signed in, this one marked, each other one
 * ended on its own or all at once («Выйти на всех других устройствах»), always after a confirm.
 */
export function SessionsSection() {
  const { t } = useTranslation('security');
  const sessions = useSessions();
  const end = useEndSessions();
  const deviceLabel = useDeviceLabel();
  const headingId = useId();
  const [ending, setEnding] = useState<UserSession | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  const fail = (err: unknown) => notify({ type: 'error', message: errorText(err, t('sessions.failed')) });
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6"
    >
      <h2 id={headingId} className="text-base font-semibold text-fg">
        {t('sessions.title')}
      </h2>
      <p className="text-sm text-fg-subtle">{t('sessions.intro')}</p>
      {sessions.isPending ? (
        <Skeleton lines={3} className="h-12 w-full" />
      ) : sessions.isError ? (
        <ErrorState
          error={sessions.error}
          title={t('sessions.loadFailed')}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <>
          <ul className="divide-y divide-line">
            {/* This device first, then the others by latest activity (as the server orders them). */}
            {[...sessions.data.filter((s) => s.current), ...sessions.data.filter((s) => !s.current)].map(
              (s) => (
                <SessionRow key={s.id} session={s} onEnd={() => setEnding(s)} />
              ),
            )}
          </ul>
          <div className="flex flex-wrap items-center gap-3 pt-2">
            <button
              type="button"
              className={buttonClass('secondary', 'min-h-11')}
              disabled={others === 0}
              onClick={() => setEndingOthers(true)}
            >
              <LogOut aria-hidden="true" className="h-4 w-4" />
              {t('sessions.othersButton')}
            </button>
            {others === 0 ? <span className="text-sm text-fg-subtle">{t('sessions.noOthers')}</span> : null}
          </div>
        </>
      )}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => (open ? undefined : setEnding(null))}
        title={t('sessions.endTitle')}
        description={t('sessions.endText', { device: ending ? deviceLabel(ending.user_agent) : '' })}
        confirmLabel={t('sessions.endConfirm')}
        destructive
        pending={end.one.isPending}
        onConfirm={() =>
          ending &&
          end.one.mutateAsync(ending.id).then(
            () => notify({ type: 'success', message: t('sessions.ended') }),
            (err) => {
              fail(err);
              throw err;
            },
          )
        }
      />
      <ConfirmDialog
        open={endingOthers}
        onOpenChange={setEndingOthers}
        title={t('sessions.othersTitle')}
        description={t('sessions.othersText')}
        confirmLabel={t('sessions.othersConfirm')}
        destructive
        pending={end.others.isPending}
        onConfirm={() =>
          end.others.mutateAsync().then(
            ({ revoked }) =>
              notify({ type: 'success', message: t('sessions.othersDone', { count: revoked }) }),
            (err) => {
              fail(err);
              throw err;
            },
          )
        }
      />
    </section>
  );
}
