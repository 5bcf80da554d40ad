import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthResponse } from './api-types.js';
import { createSession } from './session.js';

const answer = (accessToken: string, expiresIn = 900): AuthResponse => ({
  accessToken,
  expiresIn,
  user: { id: 1, email: 'pro@example.fr', role: 'pro' },
});
const unauthorized = (outcome: unknown) => outcome === 401;

describe('session client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renews with one request however many callers ask at once', async () => {
    const refresh = vi.fn(async () => answer('t1'));
    const session = createSession({ refresh });
    const tokens = await Promise.all([session.renew(), session.renew(), session.fresh()]);
    expect(tokens).toEqual(['t1', 't1', 't1']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.user()?.email).toBe('pro@example.fr');
  });

  it('renews silently a minute before expiry', async () => {
    const refresh = vi.fn(async () => answer(`t${refresh.mock.calls.length}`, 900));
    const session = createSession({ refresh });
    session.apply(answer('t0', 900));
    await vi.advanceTimersByTimeAsync(839_000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.token()).toBe('t1');
  });

  it('renews before use a token about to expire, not a fresh one', async () => {
    const refresh = vi.fn(async () => answer('new'));
    const session = createSession({ refresh });
    session.apply(answer('old', 20));
    expect(await session.fresh()).toBe('old');
    vi.setSystemTime(Date.now() + 6_000);
    expect(await session.fresh()).toBe('new');
  });

  it('replays a call answered 401 once, with the renewed token', async () => {
    const session = createSession({ refresh: async () => answer('renewed') });
    session.apply(answer('expired'));
    const call = vi.fn(async (token: string | null) => (token === 'renewed' ? 200 : 401));
    expect(await session.send(call, unauthorized)).toBe(200);
    expect(call.mock.calls.map(([token]) => token)).toEqual(['expired', 'renewed']);
  });

  it('gives the 401 back, signed out, when the refresh cookie is gone', async () => {
    const heard: (AuthResponse | null)[] = [];
    const session = createSession({ refresh: () => Promise.reject(new Error('401')) });
    session.apply(answer('expired'));
    session.subscribe((a) => heard.push(a));
    const call = vi.fn(async () => 401);
    expect(await session.send(call, unauthorized)).toBe(401);
    expect(call).toHaveBeenCalledTimes(1);
    expect(session.token()).toBeNull();
    expect(session.user()).toBeNull();
    expect(heard).toEqual([null]);
  });

  it('rethrows an error that is not a 401 without renewing', async () => {
    const refresh = vi.fn(async () => answer('t'));
    const session = createSession({ refresh });
    await expect(session.send(() => Promise.reject(new Error('offline')), unauthorized)).rejects.toThrow('offline');
    expect(refresh).not.toHaveBeenCalled();
  });
});
