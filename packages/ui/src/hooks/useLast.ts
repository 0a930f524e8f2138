import { useState } from 'react';

/** The latest value that was not null (a closing dialog still shows its subject). */
export function useLast<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
