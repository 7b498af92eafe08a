import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, avatarColor, initials } from './Avatar.tsx';

describe('Avatar', () => {
  it('shows the photo, lazily and decoded off the main thread, named by the person', () => {
    render(<Avatar src="/api/users/avatars/1.webp" name="Анна Иванова" size="lg" />);
    const img = screen.getByRole('img', { name: 'Анна Иванова' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/api/users/avatars/1.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img.className).toContain('h-14');
  });

  it('shows coloured initials without a photo', () => {
    render(<Avatar src={null} name="Анна Иванова" size="sm" />);
    const face = screen.getByRole('img', { name: 'Анна Иванова' });
    expect(face.tagName).toBe('SPAN');
    expect(face).toHaveTextContent('АИ');
    expect(face.className).toContain(avatarColor('Анна Иванова').split(' ')[0]);
    expect(face.className).toContain('h-8');
  });

  it('falls back to the initials when the photo fails to load, and retries a new photo', () => {
    const { rerender } = render(<Avatar src="/broken.webp" name="Пётр Сидоров" />);
    fireEvent.error(screen.getByRole('img', { name: 'Пётр Сидоров' }));
    expect(screen.getByRole('img', { name: 'Пётр Сидоров' })).toHaveTextContent('ПС');
    expect(document.querySelector('img')).toBeNull();
    rerender(<Avatar src="/fresh.webp" name="Пётр Сидоров" />);
    expect(screen.getByRole('img', { name: 'Пётр Сидоров' })).toHaveAttribute('src', '/fresh.webp');
  });

  it('hides a decorative face from screen readers (the name is beside it)', () => {
    const { container, rerender } = render(<Avatar src="/a.webp" name="Анна Иванова" decorative />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img', { name: 'Анна Иванова' })).toBeNull();
    rerender(<Avatar name="Анна Иванова" decorative />);
    expect(container.querySelector('span')).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent('АИ');
  });

  it('takes up to two initials and a stable colour per name', () => {
    expect(initials('Круг')).toBe('К');
    expect(initials('  мария   петрова  иванова ')).toBe('МП');
    expect(initials('')).toBe('?');
    // An organization's placeholder skips quotes and the legal form (issue 32 item 2).
    expect(initials('ООО «Ромашка»')).toBe('Р');
    expect(avatarColor('Семья Петровых')).toBe(avatarColor('Семья Петровых'));
    const colours = new Set(
      ['Анна', 'Борис', 'Вера', 'Глеб', 'Дина', 'Егор', 'Жанна', 'Зоя'].map(avatarColor),
    );
    expect(colours.size).toBeGreaterThan(1);
  });
});
