import './message-texts.ts';
import * as Popover from '@radix-ui/react-popover';
import { Smile } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMOJI_CATEGORIES, recentEmoji, rememberEmoji } from './emoji-data.ts';

/** Emoji per row of the grid (arrow up and down move by this many). */
const COLUMNS = 8;

interface Section {
  key: string;
  label: string;
  emoji: readonly string[];
}

/** Where the arrow key leads from (section, index) in a grid of sections, or null at an edge. */
export function moveInGrid(sizes: readonly number[], at: { s: number; i: number }, key: string) {
  const { s, i } = at;
  const size = sizes[s] ?? 0;
  const col = i % COLUMNS;
  if (key === 'ArrowRight')
    return i + 1 < size ? { s, i: i + 1 } : s + 1 < sizes.length ? { s: s + 1, i: 0 } : null;
  if (key === 'ArrowLeft')
    return i > 0 ? { s, i: i - 1 } : s > 0 ? { s: s - 1, i: (sizes[s - 1] ?? 1) - 1 } : null;
  if (key === 'ArrowDown') {
    if (i - col + COLUMNS < size) return { s, i: Math.min(i + COLUMNS, size - 1) };
    return s + 1 < sizes.length ? { s: s + 1, i: Math.min(col, (sizes[s + 1] ?? 1) - 1) } : null;
  }
  if (key === 'ArrowUp') {
    if (i >= COLUMNS) return { s, i: i - COLUMNS };
    if (s === 0) return null;
    const above = sizes[s - 1] ?? 1;
    return { s: s - 1, i: Math.min(Math.floor((above - 1) / COLUMNS) * COLUMNS + col, above - 1) };
  }
  return null;
}

/**
 * The composer's emoji button (issue 31): a popover of categories with the recently picked row
 * first; arrows move in the grid, Enter picks, Escape closes. After a pick or Escape the message
 * field has the focus again (the caller inserts the emoji at its caret).
 */
export function EmojiPicker({
  onPick,
  field,
  className = '',
}: {
  onPick(emoji: string): void;
  field: RefObject<HTMLElement | null>;
  /** Where the button sits (the composer puts it inside the field's end). */
  className?: string;
}) {
  const { t } = useTranslation('chatmsg');
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const [active, setActive] = useState({ s: 0, i: 0 });
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const sections: Section[] = [
    ...(recent.length ? [{ key: 'recent', label: t('emojiRecent'), emoji: recent }] : []),
    ...EMOJI_CATEGORIES.map((c) => ({ key: c.key, label: t(`emojiCategories.${c.key}`), emoji: c.emoji })),
  ];
  const sizes = sections.map((s) => s.emoji.length);

  const onKeyDown = (e: KeyboardEvent) => {
    let next: { s: number; i: number } | null;
    if (e.key === 'Home') next = { s: 0, i: 0 };
    else if (e.key === 'End') next = { s: sizes.length - 1, i: (sizes.at(-1) ?? 1) - 1 };
    else next = moveInGrid(sizes, active, e.key);
    if (!next && !e.key.startsWith('Arrow')) return;
    e.preventDefault();
    if (!next) return;
    setActive(next);
    buttons.current.get(`${next.s}:${next.i}`)?.focus();
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(value) => {
        if (value) {
          setRecent(recentEmoji());
          setActive({ s: 0, i: 0 });
        }
        setOpen(value);
      }}
    >
      <Popover.Trigger
        aria-label={t('emoji')}
        title={t('emoji')}
        className={`inline-flex size-touch shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted ${className}`}
      >
        <Smile aria-hidden="true" className="h-5 w-5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="end"
          sideOffset={4}
          collisionPadding={8}
          aria-label={t('emoji')}
          onCloseAutoFocus={(e) => {
            // Back to the message field (its caret is where the emoji went), not to the button.
            e.preventDefault();
            field.current?.focus();
          }}
          className="z-50 flex max-h-[min(22rem,55vh)] w-[min(20rem,calc(100vw-1rem))] flex-col overflow-y-auto rounded-xl bg-surface p-2 shadow-xl ring-1 ring-line"
          data-testid="emoji-picker"
        >
          {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the emoji buttons inside. */}
          <div onKeyDown={onKeyDown}>
            {sections.map((section, s) => (
              <fieldset key={section.key} className="mb-1 min-w-0">
                <legend className="px-1 pt-1 pb-0.5 text-xs font-medium text-fg-subtle">
                  {section.label}
                </legend>
                <div className="grid grid-cols-8">
                  {section.emoji.map((emoji, i) => (
                    <button
                      key={emoji}
                      type="button"
                      ref={(el) => {
                        if (el) buttons.current.set(`${s}:${i}`, el);
                        else buttons.current.delete(`${s}:${i}`);
                      }}
                      tabIndex={active.s === s && active.i === i ? 0 : -1}
                      onFocus={() => setActive({ s, i })}
                      onClick={() => {
                        setRecent(rememberEmoji(emoji));
                        onPick(emoji);
                        setOpen(false);
                      }}
                      className="flex aspect-square items-center justify-center rounded-md text-xl leading-none outline-none hover:bg-surface-muted focus-visible:bg-primary-soft focus-visible:ring-2 focus-visible:ring-primary-line"
                    >
                      {emoji}
                    </button>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
