import type { ModuleKey } from '@krug/contract/modules';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

// The form, its file picker and the upload code download when the composer is about to open
// (pointer over or focus on the placeholder, at the latest the click), not with the feed.
const loadDialog = () => import('./ComposerDialog.tsx');
const ComposerDialog = lazy(() => loadDialog().then((m) => ({ default: m.ComposerDialog })));
// The outbox (IndexedDB) loads after the first paint: its posts are read from the device anyway.
const PendingPosts = lazy(() => import('./PendingPosts.tsx').then((m) => ({ default: m.PendingPosts })));

/**
 * The "what's new" placeholder of a wall; it opens the "Create entry" dialog. Below it, the posts
 * written on this wall that wait in the outbox.
 */
export function Composer({
  module,
  familyId,
  placeholder,
}: {
  module: ModuleKey;
  familyId?: string | undefined;
  /** The module's own invitation (issue 32), instead of «Что у вас нового?». */
  placeholder?: string | undefined;
}) {
  const { t } = useTranslation('posts');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();
  // `?compose=1` (the installed app's «Новая запись» shortcut) opens the dialog at once, once.
  const [params, setParams] = useSearchParams();
  const compose = params.get('compose') === '1';
  useEffect(() => {
    if (!compose) return;
    setUsed(true);
    setOpen(true);
    setParams(
      (p) => {
        p.delete('compose');
        return p;
      },
      { replace: true },
    );
  }, [compose, setParams]);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="w-full rounded-2xl bg-surface px-4 py-3 text-left text-fg-faint shadow-sm ring-1 ring-line hover:ring-primary-line"
      >
        {placeholder ?? t('posts.whatsNew')}
      </button>
      <Suspense fallback={null}>
        <PendingPosts module={module} familyId={familyId} />
      </Suspense>
      {used ? (
        <Suspense fallback={null}>
          <ComposerDialog
            module={module}
            familyId={familyId}
            open={open}
            setOpen={setOpen}
            trigger={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
