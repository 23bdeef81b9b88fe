import { useCallback, useEffect, useRef, useState } from 'react';

export type Flash = { kind: 'success' | 'error'; text: string };

/** A message that clears itself after `ms` (SPEC §4: 2.5 s for 'Saved', 3 s for the others). */
export function useFlashMessage(ms: number): [Flash | null, (flash: Flash | null) => void] {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: Flash | null) => {
      clearTimeout(timer.current);
      setFlash(next);
      if (next) timer.current = setTimeout(() => setFlash(null), ms);
    },
    [ms],
  );
  return [flash, show];
}

export function FlashMessage({ flash }: { flash: Flash | null }) {
  if (!flash) return null;
  return (
    <p
      role={flash.kind === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-4 py-3 text-sm font-medium ${
        flash.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'
      }`}
    >
      {flash.text}
    </p>
  );
}
