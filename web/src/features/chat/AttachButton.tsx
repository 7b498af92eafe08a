import './attachments-texts.ts';
import { POST_ATTACHMENT_TYPES } from '@krug/contract/media';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { FileText, Images, Paperclip, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPickerDialog } from '../media/MediaPickerDialog.tsx';
import type { ChatAttachments } from './use-chat-attachments.ts';

const ACCEPT = POST_ATTACHMENT_TYPES.map((t) => t.mime).join(',');
const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted';

/** The composer's paperclip: photos, videos and files from the device, or photos and videos from my library. */
export function AttachButton({ attachments }: { attachments: ChatAttachments }) {
  const { t } = useTranslation('chatMedia');
  const input = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Menu.Root>
        <Menu.Trigger
          aria-label={t('attach')}
          title={t('attach')}
          className="inline-flex size-touch shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted"
        >
          <Paperclip aria-hidden="true" className="h-5 w-5" />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            side="top"
            align="start"
            className="z-50 min-w-52 rounded-xl bg-surface p-1 shadow-xl ring-1 ring-line"
          >
            <Menu.Item className={itemClass} onSelect={() => input.current?.click()}>
              <FileText aria-hidden="true" className="h-4 w-4 text-fg-faint" />
              {t('fromDevice')}
            </Menu.Item>
            <Menu.Item className={itemClass} onSelect={() => setPicking(true)}>
              <Images aria-hidden="true" className="h-4 w-4 text-fg-faint" />
              {t('fromLibrary')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('fromDevice')}
        data-testid="chat-attach-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void attachments.addFiles(files);
        }}
      />
      {/* Mounted only while open: the library is not fetched for every conversation. */}
      {picking ? (
        <MediaPickerDialog
          open={picking}
          onOpenChange={setPicking}
          title={t('pickTitle')}
          onPick={(ids) => {
            attachments.addFromLibrary(ids);
            setPicking(false);
          }}
        />
      ) : null}
    </>
  );
}

/** The files waiting in the composer, each with its preview, upload progress and a remove button. */
export function PendingAttachments({ attachments }: { attachments: ChatAttachments }) {
  const { t } = useTranslation('chatMedia');
  if (attachments.items.length === 0) return null;
  return (
    <ul aria-label={t('attachments')} className="flex gap-2 overflow-x-auto px-3 pt-3">
      {attachments.items.map((item) => {
        const thumb = item.previewUrl ?? item.media?.thumbnail_url ?? item.media?.poster_url ?? null;
        const pending = !item.media;
        return (
          <li
            key={item.key}
            className="relative flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface-sunken ring-1 ring-line"
            aria-busy={pending}
            title={item.name}
          >
            {thumb ? (
              <img src={thumb} alt={item.name} className="h-full w-full object-cover" />
            ) : (
              <span className="flex flex-col items-center gap-0.5 p-1 text-center">
                <FileText aria-hidden="true" className="h-5 w-5 text-fg-faint" />
                <span className="line-clamp-2 text-[10px] leading-tight break-all text-fg-subtle">
                  {item.name}
                </span>
              </span>
            )}
            {pending ? (
              <span
                role="progressbar"
                aria-label={t('uploading', { name: item.name })}
                aria-valuenow={Math.round(item.progress * 100)}
                className="absolute inset-x-1 bottom-1 h-1 overflow-hidden rounded bg-black/20"
              >
                <span
                  className="block h-full bg-primary"
                  style={{ width: `${Math.round(item.progress * 100)}%` }}
                />
              </span>
            ) : null}
            <button
              type="button"
              onClick={() => attachments.remove(item.key)}
              aria-label={t('remove', { name: item.name })}
              className="absolute top-0.5 right-0.5 rounded-full bg-black/60 p-0.5 text-white hover:bg-black/80"
            >
              <X aria-hidden="true" className="h-3 w-3" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
