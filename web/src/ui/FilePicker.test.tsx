import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { acceptsFile, FilePicker } from './FilePicker.tsx';

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

const file = (name: string, type: string, size = 10) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

function drop(target: Element, files: File[]) {
  const event = createEvent.drop(target);
  Object.defineProperty(event, 'dataTransfer', { value: { files } });
  fireEvent(target, event);
}

describe('FilePicker', () => {
  it('is a labelled button with a hint, never a bare file input', () => {
    render(
      <FilePicker
        label="Загрузить скан"
        accept={['.pdf', 'image/png']}
        maxBytes={10 * 1024 * 1024}
        onFiles={() => {}}
      />,
    );
    const button = screen.getByRole('button', { name: 'Загрузить скан' });
    expect(button).toHaveAccessibleDescription('Фото или документ · Не больше 10\u00a0МБ');
    expect(button.className).toContain('focus-visible:outline');
    const input = fileInput();
    expect(input).toHaveAttribute('aria-hidden', 'true');
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(input.className).toContain('sr-only');
  });

  it('refuses a wrong type and a too large file before anything is uploaded, with the given texts', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFiles = vi.fn();
    render(
      <FilePicker
        label="Фото"
        accept={['image/*']}
        maxBytes={10 * 1024 * 1024}
        tooLargeMessage="Размер файла не должен превышать 10 МБ"
        badTypeMessage="Пожалуйста, выберите изображение"
        onFiles={onFiles}
      />,
    );
    const input = fileInput();
    await user.upload(input, file('doc.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('Пожалуйста, выберите изображение');
    await user.upload(input, file('big.png', 'image/png', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Размер файла не должен превышать 10 МБ');
    expect(onFiles).not.toHaveBeenCalled();

    await user.upload(input, file('ok.png', 'image/png', 1024));
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'ok.png' })]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('ok.png')).toBeInTheDocument();
  });

  it('takes the same file again: the input is emptied after every pick and before the dialog opens', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    render(<FilePicker label="Загрузить фото" accept={['image/*']} onFiles={onFiles} />);
    const input = fileInput();
    const photo = file('me.png', 'image/png', 1024);
    await user.upload(input, photo);
    // A browser fires no change for a file the input still holds: it must hold nothing.
    expect(input.value).toBe('');
    expect(input.files).toHaveLength(0);
    await user.upload(input, photo);
    expect(onFiles).toHaveBeenCalledTimes(2);
    expect(onFiles).toHaveBeenLastCalledWith([photo]);
    // Even a value left behind (another script, an aborted pick) is cleared when the button opens it.
    const opened = vi.spyOn(input, 'click').mockImplementation(() => {});
    Object.defineProperty(input, 'value', {
      configurable: true,
      writable: true,
      value: 'C:\\fakepath\\me.png',
    });
    await user.click(screen.getByRole('button', { name: 'Загрузить фото' }));
    expect(input.value).toBe('');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('derives the error texts from the limits when none are given', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<FilePicker accept={['.pdf']} maxBytes={5 * 1024 * 1024} onFiles={() => {}} />);
    const input = fileInput();
    await user.upload(input, file('a.png', 'image/png'));
    expect(screen.getByRole('alert')).toHaveTextContent('Недопустимый формат файла. Допустимые форматы: PDF');
    await user.upload(input, file('a.pdf', 'application/pdf', 6 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('Размер файла не должен превышать 5 МБ');
  });

  it('takes dropped files, checked the same way; several only when multiple', () => {
    const onFiles = vi.fn();
    const { rerender } = render(<FilePicker accept={['image/*']} onFiles={onFiles} />);
    const zone = screen.getByTestId('file-drop-zone');
    fireEvent.dragOver(zone);
    expect(zone.className).toContain('border-primary-line');
    drop(zone, [file('a.txt', 'text/plain')]);
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    drop(zone, [file('a.png', 'image/png'), file('b.png', 'image/png')]);
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'a.png' })]);

    rerender(<FilePicker accept={['image/*']} multiple onFiles={onFiles} />);
    drop(screen.getByTestId('file-drop-zone'), [file('a.png', 'image/png'), file('b.png', 'image/png')]);
    expect(onFiles.mock.lastCall?.[0]).toHaveLength(2);
  });

  it('previews an image and removes the choice', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
    const onFiles = vi.fn();
    render(<FilePicker accept={['image/*']} onFiles={onFiles} />);
    await user.upload(fileInput(), file('cat.png', 'image/png'));
    expect(screen.getByRole('img', { name: 'Предпросмотр' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Убрать файл' }));
    expect(onFiles).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('img', { name: 'Предпросмотр' })).not.toBeInTheDocument();
  });

  it('shows a progress bar only when given progress, and an outside error', () => {
    const { rerender } = render(<FilePicker onFiles={() => {}} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<FilePicker onFiles={() => {}} progress={42.4} error="Сервер недоступен" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByRole('alert')).toHaveTextContent('Сервер недоступен');
  });
});

describe('file checks', () => {
  it('matches MIME types, wildcards and extensions', () => {
    expect(acceptsFile(file('a.PDF', ''), ['.pdf'])).toBe(true);
    expect(acceptsFile(file('a.webp', 'image/webp'), ['image/*'])).toBe(true);
    expect(acceptsFile(file('a.mp4', 'video/mp4'), ['image/*', '.pdf'])).toBe(false);
    expect(acceptsFile(file('a.bin', 'application/x'), undefined)).toBe(true);
  });
});

describe('FilePicker on a touch screen (issue 32 items 13 and 21)', () => {
  function touchScreen(mouse: boolean) {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: q.includes('pointer: fine') ? mouse : false,
      media: q,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  }

  it('is only its button: no drop box and no «перетащите»', () => {
    touchScreen(false);
    render(<FilePicker label="Загрузить" onFiles={() => {}} />);
    expect(screen.getByRole('button', { name: 'Загрузить' })).toBeInTheDocument();
    expect(screen.queryByText(/перетащите/)).toBeNull();
    expect(screen.getByTestId('file-drop-zone').className).not.toContain('border-dashed');
  });

  it('offers dropping where there is a mouse', () => {
    touchScreen(true);
    render(<FilePicker label="Загрузить" onFiles={() => {}} />);
    expect(screen.getByText('или перетащите файл сюда')).toBeInTheDocument();
    expect(screen.getByTestId('file-drop-zone').className).toContain('border-dashed');
  });
});

describe('FilePicker hint in words (issue 32 item 21)', () => {
  it('says «Фото, видео или документ» and keeps the format list as its tooltip', () => {
    render(
      <FilePicker
        label="Прикрепить"
        accept={['image/jpeg', 'video/mp4', '.pdf', '.docx']}
        onFiles={() => {}}
      />,
    );
    const hint = screen.getByText('Фото, видео или документ');
    expect(hint).toHaveAttribute('title', 'JPG, MP4, PDF, DOCX');
    expect(screen.queryByText(/JPG, MP4/)).toBeNull();
  });
});
