import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@waqt/contracts';
import { session } from './session.ts';

const user: CurrentUser = { id: '0b7c6a52-7a38-4d52-9d2e-6f0e4c1b2a11', fullName: 'Sara', email: 'sara@example.com', timezone: 'Asia/Riyadh', locale: 'ar', emailVerified: true, hasPassword: true };

describe('session.verify (SPEC §4: a cached user is checked against the server)', () => {
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });
  // Node has no localStorage: the session says so and keeps the user in memory.
  const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

  it('asks nothing without a cached user', async () => {
    const fetchMe = vi.fn(async () => user);
    expect(await session.verify(fetchMe)).toEqual({ cleared: false });
    expect(fetchMe).not.toHaveBeenCalled();
    expect(session.get()).toBeNull();
  });

  it('refreshes a cached user from the server', async () => {
    quiet();
    session.set(user);
    expect(await session.verify(async () => ({ ...user, fullName: 'Sara Ahmed' }))).toEqual({ cleared: false });
    expect(session.get()?.fullName).toBe('Sara Ahmed');
  });

  it('clears a stale cached user when the server refuses', async () => {
    quiet();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    session.set(user);
    expect(await session.verify(async () => Promise.reject(new Error('UNAUTHORIZED')))).toEqual({ cleared: true });
    expect(session.isLoggedIn()).toBe(false);
  });
});
