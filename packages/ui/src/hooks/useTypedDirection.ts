import { useState, type FormEvent } from 'react';

/**
 * The direction of a text control from what is in it (issue 36): `dir="auto"` once it holds text, so a
 * Latin entry in the Arabic dashboard reads left to right and Arabic in the English one right to left;
 * none while empty, so it follows the page (Chromium resolves an empty `dir="auto"` control to left to
 * right, which would put an Arabic placeholder and caret on the wrong side). `value`: the control's value
 * when its owner knows it (controlled), else what it starts with.
 */
export function useTypedDirection(value: string | undefined, controlled: boolean) {
  const [typed, setTyped] = useState(() => Boolean(value));
  const filled = controlled ? Boolean(value) : typed;
  return {
    dir: filled ? ('auto' as const) : undefined,
    onInput: (e: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => setTyped(e.currentTarget.value !== ''),
  };
}
