import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Lightbox, type LightboxItem } from './Lightbox.tsx';

const items: LightboxItem[] = ['Море.jpg', 'Горы.png', 'Лес.gif'].map((title, i) => ({
  id: String(i),
  title,
  url: `/img/${i}`,
  downloadUrl: `/img/${i}?download=1`,
  kind: 'image',
}));

function Harness({ start = 0, onClose = () => {} }: { start?: number; onClose?: () => void }) {
  const [index, setIndex] = useState<number | null>(start);
  return (
    <Lightbox
      items={items}
      index={index}
      onIndexChange={setIndex}
      onClose={() => {
        setIndex(null);
        onClose();
      }}
    />
  );
}

describe('Lightbox', () => {
  it('shows the title, "N из M" and a download link; arrows move and wrap around', async () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Море.jpg' })).toBeVisible();
    expect(screen.getByText('1 из 3')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Скачать' })).toHaveAttribute('href', '/img/0?download=1');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('2 из 3')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Горы.png' })).toHaveAttribute('src', '/img/1');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('3 из 3')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Следующее' }));
    expect(screen.getByText('1 из 3')).toBeVisible();
  });

  it('closes on Escape and with the close button', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has no counter or arrows for a single image', () => {
    render(
      <Lightbox items={[items[0] as LightboxItem]} index={0} onIndexChange={() => {}} onClose={() => {}} />,
    );
    expect(screen.queryByText(/из/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Следующее' })).toBeNull();
  });
});
