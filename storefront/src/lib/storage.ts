import { useEffect, useLayoutEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* quota or private mode */
  }
}

/**
 * State kept in localStorage and safe to hydrate: the first render (the server's, and the
 * browser's hydrating one) has `initial`, the stored value follows before the browser paints
 * again; changes are written back, and followed when another tab makes them.
 */
export function useStoredState<T>(key: string, parse: (raw: unknown) => T, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(initial);
  const read = useRef(false);
  useLayoutEffect(() => {
    // Nothing stored, nothing to change: no update reaches a page still hydrating.
    const stored = readJson<unknown>(key, undefined);
    if (stored !== undefined) setValue(parse(stored));
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- parse and initial are fixed
  useEffect(() => {
    // Not the first render's `initial` over what is stored: the stored value is being read.
    if (read.current) writeJson(key, value);
  }, [key, value]);
  useEffect(() => {
    read.current = true;
    const onStorage = (e: StorageEvent) => {
      if (e.key === key) setValue(parse(readJson<unknown>(key, initial)));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- parse and initial are fixed
  return [value, setValue];
}
