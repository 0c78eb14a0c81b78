import { useCallback, useEffect, useState } from 'preact/hooks';

/**
 * Form values kept in sessionStorage for this tab, so Back, Forward or a reload give the visitor's
 * typing back. Restored after hydration (the prerendered form is empty); `clear` after sending.
 */
export function useSessionDraft<T extends Record<string, string>>(key: string, empty: T) {
  const [values, setValues] = useState(empty);
  useEffect(() => {
    try {
      const saved: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
      if (saved && typeof saved === 'object') {
        const known = Object.entries(saved).filter(([k, v]) => k in empty && typeof v === 'string');
        setValues((v) => ({ ...v, ...Object.fromEntries(known) }));
      }
    } catch {
      // No storage (private mode, blocked): the form simply starts empty.
    }
  }, [key, empty]);
  const change = useCallback(
    (name: string, value: string) =>
      setValues((v) => {
        const next = { ...v, [name]: value };
        try {
          sessionStorage.setItem(key, JSON.stringify(next));
        } catch {
          // As above: typing still works, only the draft is not kept.
        }
        return next;
      }),
    [key],
  );
  /** Puts text the page was given (the coverage check's area) in a field, unless the field already holds it. */
  const startWith = useCallback(
    (name: keyof T & string, text: string) =>
      setValues((v) => {
        const current = v[name] ?? '';
        return current.toLowerCase().includes(text.toLowerCase())
          ? v
          : { ...v, [name]: current ? `${text}, ${current}` : text };
      }),
    [],
  );
  const clear = useCallback(() => {
    setValues(empty);
    try {
      sessionStorage.removeItem(key);
    } catch {
      // nothing kept, nothing to clear
    }
  }, [key, empty]);
  return { values, change, startWith, clear };
}
