import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `delay` ms (search boxes: ask the server once the user pauses). */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
