import { SETTINGS_MESSAGE_MS } from '@krug/contract/limits';
import { useEffect, useState } from 'react';

/** A settings message that disappears after 3 seconds (spec §9). */
export function useFlash() {
  const [flash, setFlash] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), SETTINGS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  return [flash, setFlash] as const;
}

export function Flash({ flash }: { flash: { ok: boolean; text: string } | null }) {
  if (!flash) return null;
  return (
    <p
      role="status"
      className={`rounded-lg px-3 py-2 text-sm ${flash.ok ? 'bg-primary-soft text-primary-strong' : 'bg-danger-soft text-danger-fg'}`}
    >
      {flash.text}
    </p>
  );
}
