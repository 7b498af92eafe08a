import type { Album } from '@krug/contract/albums';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { AlbumFormDialog } from './AlbumFormDialog.tsx';

const saved = { id: 'a', title: 'Лето' } as Album;

function open(save = vi.fn(async () => saved)) {
  const onOpenChange = vi.fn();
  renderApp(<AlbumFormDialog open onOpenChange={onOpenChange} save={save} />);
  return { save, onOpenChange };
}

describe('AlbumFormDialog', () => {
  it('asks for a title before sending anything', async () => {
    const { save } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Введите название альбома')).toBeInTheDocument();
    expect(screen.getByLabelText('Название')).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a title over 100 characters with the contract’s text', async () => {
    const { save } = open();
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'я'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Название — не длиннее 100 символов')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the trimmed title, an empty description as null, and closes', async () => {
    const { save, onOpenChange } = open();
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: '  Лето  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ title: 'Лето', description: null }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('edits an album: its values filled in, «Сохранить»', async () => {
    const save = vi.fn(async () => saved);
    renderApp(
      <AlbumFormDialog
        open
        onOpenChange={() => {}}
        album={{ title: 'Дача', description: 'Июль' }}
        save={save}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Изменить альбом' })).toBeInTheDocument();
    expect(screen.getByLabelText('Название')).toHaveValue('Дача');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ title: 'Дача', description: 'Июль' }));
  });
});
