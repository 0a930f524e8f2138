import { describe, expect, it } from 'vitest';
import { keepCardName, keptCardName, payTokenFor } from './pay-token.ts';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), size: () => m.size };
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

describe('the name on the card across 3-D Secure', () => {
  it('is kept for the booking until the form’s next payment, trimmed and clipped; nothing else is kept', () => {
    const tab = memory();
    keepCardName('b1', '  Sara Ahmed ', tab);
    expect(keptCardName('b1', tab)).toBe('Sara Ahmed');
    expect(keptCardName('b2', tab)).toBeUndefined();
    expect(tab.size()).toBe(1);
    keepCardName('b1', 'x'.repeat(300), tab);
    expect(keptCardName('b1', tab)).toHaveLength(100);
    // A payment that did not go to 3-D Secure: the kept name goes.
    keepCardName('b1', null, tab);
    expect(keptCardName('b1', tab)).toBeUndefined();
    expect(tab.size()).toBe(0);
  });

  it('works without storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => keepCardName('b1', 'Sara Ahmed', refusing)).not.toThrow();
    expect(keptCardName('b1', refusing)).toBeUndefined();
  });
});
