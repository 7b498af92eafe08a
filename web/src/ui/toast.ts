import { CONFETTI_DURATION_MS, CONFETTI_TOAST_PARTICLES, TOAST_DEFAULT_MS } from '@krug/contract/limits';
import confetti from 'canvas-confetti';
import { toast } from 'sonner';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface Notice {
  type: ToastType;
  message: string;
  title?: string;
  duration?: number;
}

function celebrate(particles = CONFETTI_TOAST_PARTICLES) {
  try {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    void confetti({
      particleCount: particles,
      spread: 70,
      origin: { y: 0.2 },
      ticks: CONFETTI_DURATION_MS / 16,
    });
  } catch {
    // No canvas (tests, very old browsers): the toast alone is enough.
  }
}

/** Shows a toast (spec §2): hides after 4000 ms by default; success also throws confetti. */
export function notify({ type, message, title, duration = TOAST_DEFAULT_MS }: Notice) {
  const text = title ?? message;
  const options = { duration, description: title ? message : undefined };
  toast[type](text, options);
  if (type === 'success') celebrate();
}
