import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `ms`: a search field or a link check asks the API when
 * the typing pauses, not on every keystroke. The first value is returned at once.
 */
export function useDebounce<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
