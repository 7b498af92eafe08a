import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { Composer, type Draft } from './Composer.tsx';
import { moveInGrid } from './EmojiPicker.tsx';
import { insertAt, RECENT_EMOJI_MAX, recentEmoji, rememberEmoji } from './emoji-data.ts';

/** Issue 31: the composer's emoji picker. */
const G = '55555555-5555-4555-8555-555555555555';

function mount() {
  const onSend = vi.fn<(d: Draft) => void>();
  renderApp(
    <Composer
      groupId={G}
      meId="me"
      members={[]}
      replyTo={null}
      editing={null}
      onCancel={() => {}}
      onSend={onSend}
      onSaveEdit={() => {}}
    />,
  );
  return { onSend, field: screen.getByLabelText('Сообщение') as HTMLInputElement };
}

beforeEach(() => {
  // The typing signal goes nowhere in these tests.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
});

describe('the emoji picker', () => {
  it('opens with the categories and puts the picked emoji at the caret, the field keeping the focus', async () => {
    const user = userEvent.setup();
    const { field, onSend } = mount();
    await user.type(field, 'Привет мир');
    field.setSelectionRange(6, 6);
    await user.click(screen.getByRole('button', { name: 'Эмодзи' }));
    const picker = await screen.findByRole('dialog', { name: 'Эмодзи' });
    for (const name of ['Смайлики', 'Люди и жесты', 'Сердечки', 'Природа', 'Еда и напитки', 'Символы'])
      expect(within(picker).getByRole('group', { name })).toBeInTheDocument();
    // No recent row before the first pick.
    expect(within(picker).queryByRole('group', { name: 'Недавние' })).toBeNull();
    await user.click(within(picker).getByRole('button', { name: '🌻' }));
    expect(screen.queryByRole('dialog', { name: 'Эмодзи' })).toBeNull();
    expect(field).toHaveValue('Привет🌻 мир');
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe('Привет🌻'.length);
    // Typing goes on after the emoji.
    await user.keyboard('!');
    expect(field).toHaveValue('Привет🌻! мир');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ content: 'Привет🌻! мир' }));
  });

  it('moves with the arrow keys, picks with Enter, and closes with Escape back to the field', async () => {
    const user = userEvent.setup();
    const { field } = mount();
    await user.type(field, 'ab');
    field.setSelectionRange(1, 1);
    await user.click(screen.getByRole('button', { name: 'Эмодзи' }));
    const picker = await screen.findByRole('dialog', { name: 'Эмодзи' });
    const smileys = within(picker).getByRole('group', { name: 'Смайлики' });
    const cells = within(smileys).getAllByRole('button');
    expect(cells[0]).toHaveFocus();
    // Right, then down a row of eight: the tenth smiley; left once more: the ninth.
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(cells[9]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cells[8]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(cells[0]).toHaveFocus();
    // Only the focused emoji is in the tab order.
    expect(picker.querySelectorAll('button[tabindex="0"]')).toHaveLength(1);
    await user.keyboard('{ArrowRight}{Enter}');
    expect(field).toHaveValue(`a${cells[1]?.textContent}b`);
    expect(field).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Эмодзи' }));
    await screen.findByRole('dialog', { name: 'Эмодзи' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Эмодзи' })).toBeNull();
    expect(field).toHaveFocus();
  });

  it('keeps the recently picked emoji in a row of their own, newest first', async () => {
    const user = userEvent.setup();
    const { field } = mount();
    for (const emoji of ['🍕', '👍', '🍕']) {
      await user.click(screen.getByRole('button', { name: 'Эмодзи' }));
      await user.click(
        within(await screen.findByRole('dialog')).getAllByRole('button', { name: emoji })[0] as HTMLElement,
      );
    }
    expect(field).toHaveValue('🍕👍🍕');
    await user.click(screen.getByRole('button', { name: 'Эмодзи' }));
    const recent = within(await screen.findByRole('dialog')).getByRole('group', { name: 'Недавние' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['🍕', '👍']);
    // The recent row comes first: the grid starts there.
    expect(within(recent).getAllByRole('button')[0]).toHaveFocus();
  });
});

describe('emoji helpers', () => {
  it('remembers at most one row of recent emoji, each once', () => {
    for (const e of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '3']) rememberEmoji(e);
    expect(recentEmoji()).toEqual(['3', '9', '8', '7', '6', '5', '4', '2']);
    expect(recentEmoji()).toHaveLength(RECENT_EMOJI_MAX);
    localStorage.setItem('krug.chat.recentEmoji', '{broken');
    expect(recentEmoji()).toEqual([]);
  });

  it('replaces the selection with the emoji', () => {
    expect(insertAt('abcdef', 2, 4, '🙂')).toEqual({ text: 'ab🙂ef', caret: 4 });
  });

  it('moves across sections of the grid', () => {
    const sizes = [3, 20, 5];
    expect(moveInGrid(sizes, { s: 0, i: 2 }, 'ArrowDown')).toEqual({ s: 1, i: 2 });
    expect(moveInGrid(sizes, { s: 1, i: 17 }, 'ArrowDown')).toEqual({ s: 2, i: 1 });
    expect(moveInGrid(sizes, { s: 1, i: 12 }, 'ArrowDown')).toEqual({ s: 1, i: 19 });
    expect(moveInGrid(sizes, { s: 2, i: 4 }, 'ArrowUp')).toEqual({ s: 1, i: 19 });
    expect(moveInGrid(sizes, { s: 1, i: 0 }, 'ArrowLeft')).toEqual({ s: 0, i: 2 });
    expect(moveInGrid(sizes, { s: 2, i: 4 }, 'ArrowRight')).toBeNull();
    expect(moveInGrid(sizes, { s: 0, i: 0 }, 'ArrowUp')).toBeNull();
  });
});
