import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useConfirm } from './use-confirm.tsx';

function Harness({ onConfirm }: { onConfirm(): unknown }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'открыт' : 'закрыт'}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Удалить запись?"
        description="Это действие нельзя отменить."
        confirmLabel="Удалить"
        destructive
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title, described by its text, focus on «Отмена»', async () => {
    render(<Harness onConfirm={() => {}} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить запись?' });
    expect(dialog).toHaveAccessibleDescription('Это действие нельзя отменить.');
    expect(screen.getByRole('button', { name: 'Отмена' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Удалить' }).className).toContain('bg-danger');
  });

  it('runs onConfirm and closes; «Отмена» and Escape close without it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { unmount } = render(<Harness onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByText('закрыт')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    unmount();

    onConfirm.mockClear();
    const second = render(<Harness onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: 'Отмена' }));
    expect(screen.getByText('закрыт')).toBeInTheDocument();
    second.unmount();
    render(<Harness onConfirm={onConfirm} />);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.getByText('закрыт')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open when the returned promise fails, so the user can try again', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('сеть')).mockResolvedValueOnce(undefined);
    render(<Harness onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed or confirmed twice while pending', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Удалить?"
        description="Навсегда."
        confirmLabel="Удалить"
        onConfirm={() => {}}
        pending
      />,
    );
    expect(await screen.findByRole('button', { name: 'Удалить' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

function AskHarness({ onAnswer }: { onAnswer(ok: boolean): void }) {
  const [ask, dialog] = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={async () =>
          onAnswer(await ask({ title: 'Выйти?', description: 'Можно вернуться.', confirmLabel: 'Выйти' }))
        }
      >
        спросить
      </button>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('answers true on confirm and false on cancel or Escape', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<AskHarness onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'спросить' }));
    await user.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(true));

    await user.click(screen.getByRole('button', { name: 'спросить' }));
    await user.click(await screen.findByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(false));

    await user.click(screen.getByRole('button', { name: 'спросить' }));
    await screen.findByRole('alertdialog', { name: 'Выйти?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(3));
    expect(onAnswer).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
