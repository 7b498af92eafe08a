import { useState } from 'react';
import { notify } from '../../ui/toast.ts';

interface SaveCallbacks {
  onSuccess(): void;
  onError(err: unknown): void;
  onSettled(): void;
}

/**
 * Switches saved as soon as they are flipped (privacy, notification preferences): the flipped
 * value shows at once and is dropped once the server answers (its answer is cached), so a refused
 * save puts the switch back; each save is confirmed or explained in a toast.
 */
export function useSwitchSaver<K extends string>(
  save: (body: Partial<Record<K, boolean>>, callbacks: SaveCallbacks) => void,
  messages: { saved(): string; failed(err: unknown): string },
) {
  const [pending, setPending] = useState<Partial<Record<K, boolean>>>({});
  const change = (key: K, next: boolean) => {
    setPending((p) => ({ ...p, [key]: next }));
    save({ [key]: next } as Partial<Record<K, boolean>>, {
      onSuccess: () => notify({ type: 'success', message: messages.saved() }),
      onError: (err) => notify({ type: 'error', message: messages.failed(err) }),
      onSettled: () =>
        setPending((p) => {
          const { [key]: _, ...rest } = p;
          return rest as Partial<Record<K, boolean>>;
        }),
    });
  };
  return { pending, change };
}
