import { describe, expect, it } from 'vitest';
import { payTokenFor } from './pay-token.ts';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('payTokenFor', () => {
  it('keeps the link’s token for the tab, so the return from the gateway (no token in its URL) finds it', () => {
    const tab = memory();
    expect(payTokenFor('b1', 'token-from-the-link', tab)).toBe('token-from-the-link');
    expect(payTokenFor('b1', null, tab)).toBe('token-from-the-link');
    expect(payTokenFor('b2', null, tab)).toBeUndefined(); // another booking's
    expect(payTokenFor('b1', 'a-newer-link', tab)).toBe('a-newer-link');
    expect(payTokenFor('b1', undefined, tab)).toBe('a-newer-link');
  });

  it('works without storage (refused or absent): the link’s token only', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(payTokenFor('b1', 't', refusing)).toBe('t');
    expect(payTokenFor('b1', null, refusing)).toBeUndefined();
  });
});
