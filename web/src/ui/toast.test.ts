import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const fire = vi.fn(async () => {});
vi.mock('canvas-confetti', () => ({ default: { create: () => fire } }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

beforeEach(() => {
  // A page that can draw (jsdom cannot): confetti would fly.
  vi.stubGlobal('CanvasRenderingContext2D', class {});
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as never);
});
afterEach(() => fire.mockClear());

it('throws confetti only for a real milestone, not for every success (issue 32 item 14)', async () => {
  const { notify } = await import('./toast.ts');
  await notify({ type: 'success', message: 'Запрос в друзья отправлен' });
  await notify({ type: 'success', message: 'Сохранено' });
  expect(fire).not.toHaveBeenCalled();
  await notify({ type: 'success', message: 'Семья создана', milestone: true });
  expect(fire).toHaveBeenCalledTimes(1);
});
