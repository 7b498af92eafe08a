import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';

afterEach(() => onlineManager.setOnline(true));

describe('OfflineBanner', () => {
  it('says «Нет сети — показаны сохранённые данные» while offline, and nothing online', () => {
    renderApp(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('Нет сети — показаны сохранённые данные');
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
