import { CONFETTI_DURATION_MS, CONFETTI_TOAST_PARTICLES, TOAST_DEFAULT_MS } from '@krug/contract/limits';
import type Confetti from 'canvas-confetti';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface Notice {
  type: ToastType;
  message: string;
  title?: string;
  duration?: number;
  /**
   * A real milestone (a first family, an organization, a household created): the success toast
   * also throws confetti. Everyday successes (a friend request, a saved form) do not (issue 32
   * item 14; docs/decisions.md).
   */
  milestone?: boolean;
}

// sonner and canvas-confetti are downloaded with the first toast, not with every page (issue 10);
// the <Toaster> shows toasts raised before it mounted.
let confetti: Confetti.CreateTypes | undefined;
let canDraw: boolean | undefined;

/** Whether this page can draw on a 2D canvas (jsdom and some locked-down browsers cannot). */
function canvasAvailable(): boolean {
  if (canDraw === undefined) {
    try {
      canDraw = !!globalThis.CanvasRenderingContext2D && !!document.createElement('canvas').getContext('2d');
    } catch {
      canDraw = false;
    }
  }
  return canDraw;
}

async function celebrate(particles = CONFETTI_TOAST_PARTICLES) {
  try {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    // Without a canvas the library's animation frame throws later, outside this try.
    if (!canvasAvailable()) return;
    // Drawn on the page, not in a Web Worker: the worker is a blob: script, which the
    // Content-Security-Policy (script-src 'self') blocks.
    confetti ??= (await import('canvas-confetti')).default.create(undefined, {
      resize: true,
      useWorker: false,
    });
    await confetti({
      particleCount: particles,
      spread: 70,
      origin: { y: 0.2 },
      ticks: CONFETTI_DURATION_MS / 16,
    });
  } catch {
    // No canvas (tests, very old browsers): the toast alone is enough.
  }
}

/** Shows a toast (spec §2): hides after 4000 ms by default; a milestone's success also throws confetti. */
export function notify({
  type,
  message,
  title,
  duration = TOAST_DEFAULT_MS,
  milestone = false,
}: Notice): Promise<void> {
  const text = title ?? message;
  const options = { duration, description: title ? message : undefined };
  void import('sonner').then(({ toast }) => toast[type](text, options));
  // Settles once the confetti (if any) is thrown; callers need not wait for it.
  return type === 'success' && milestone ? celebrate() : Promise.resolve();
}
