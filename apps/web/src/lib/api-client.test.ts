import { getProfileRoute, loginRoute, logoutRoute, refreshRoute } from '@dl/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accessToken, FID_ID, profile, session } from '../test/factories.ts';
import { apiError, malformed, mockApi, on } from '../test/mock-api.ts';
import { apiRequest, refreshRefused, refreshTokens, setSessionExpiredHandler } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { getSession, setSession } from './session-store.ts';

const OLD_ACCESS = accessToken({}, 'old');
const NEW_ACCESS = accessToken({}, 'new');
const profileUrl = `/api/v1/fid/${FID_ID}/profile`;
const getProfile = () => apiRequest(getProfileRoute, { params: { fidId: FID_ID } });

describe('apiRequest', () => {
  const expired = vi.fn();

  beforeEach(() => {
    expired.mockReset();
    setSessionExpiredHandler(expired);
    setSession(session({ access: OLD_ACCESS, refresh: 'refresh-1' }));
    window.history.replaceState(null, '', '/digital-locker/?tab=1');
  });

  it('sends the bearer token and parses the answer with the route schema', async () => {
    // A key the contract does not name may travel; the client drops it.
    const answer = { ...profile(), unexpected: 'dropped' };
    const calls = mockApi(on(getProfileRoute, () => answer));
    await expect(getProfile()).resolves.toEqual(profile());
    expect(calls).toEqual([
      expect.objectContaining({ method: 'GET', url: profileUrl, authorization: `Bearer ${OLD_ACCESS}` }),
    ]);
  });

  it('throws an ApiError with the status, detail and code of the body', async () => {
    mockApi(on(getProfileRoute, () => apiError(404, 'Not found.', 'NOT_FOUND')));
    const error = await getProfile().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, detail: 'Not found.', code: 'NOT_FOUND' });
  });

  it('on 401 refreshes once for concurrent calls, stores the rotated pair and retries each call', async () => {
    // The refresh stays unanswered until the test lets it go: every refused call meets it in flight.
    let answerRefresh = () => {};
    const refreshAnswered = new Promise<void>((resolve) => {
      answerRefresh = resolve;
    });
    const calls = mockApi(
      on(refreshRoute, async () => {
        await refreshAnswered;
        return { access: NEW_ACCESS, refresh: 'refresh-2' };
      }),
      on(getProfileRoute, ({ authorization }) =>
        authorization === `Bearer ${NEW_ACCESS}` ? profile() : apiError(401, 'Expired.'),
      ),
    );

    const pending = Promise.all([getProfile(), getProfile(), getProfile()]);
    await vi.waitFor(() => expect(calls.filter((c) => c.url.endsWith('/token/refresh'))).toHaveLength(1));
    expect(calls.filter((c) => c.url === profileUrl)).toHaveLength(3);
    answerRefresh();
    const results = await pending;

    expect(results).toEqual([profile(), profile(), profile()]);
    const refreshes = calls.filter((c) => c.url.endsWith('/token/refresh'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ refresh: 'refresh-1' });
    expect(refreshes[0]?.authorization).toBeNull();
    expect(getSession()).toMatchObject({ access: NEW_ACCESS, refresh: 'refresh-2' });
    expect(calls.filter((c) => c.url === profileUrl)).toHaveLength(6);
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not refresh again when the retried call is still refused', async () => {
    const calls = mockApi(
      on(refreshRoute, () => ({ access: NEW_ACCESS, refresh: 'refresh-2' })),
      on(getProfileRoute, () => apiError(401, 'Still refused.')),
    );
    await expect(getProfile()).rejects.toMatchObject({ status: 401, detail: 'Still refused.' });
    expect(calls.map((c) => c.url)).toEqual([profileUrl, '/api/v1/token/refresh', profileUrl]);
  });

  it('clears the session and goes to Login with a redirect when the refresh fails', async () => {
    const calls = mockApi(
      on(refreshRoute, () => apiError(401, 'Token is invalid.')),
      on(getProfileRoute, () => apiError(401, 'Expired.')),
    );
    await expect(Promise.all([getProfile(), getProfile()])).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((c) => c.url.endsWith('/token/refresh'))).toHaveLength(1);
    expect(getSession()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledWith(`/pages/login?redirect=${encodeURIComponent('/digital-locker/?tab=1')}`);
  });

  it('keeps the session when the refresh gets no answer (the page is being left) or a server error', async () => {
    for (const failure of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new DOMException('The user aborted a request.', 'AbortError')),
      () => Promise.resolve(apiError(503, 'Service unavailable.')),
    ]) {
      setSession(session({ access: OLD_ACCESS, refresh: 'refresh-1' }));
      mockApi(
        on(refreshRoute, failure),
        on(getProfileRoute, () => apiError(401, 'Expired.')),
      );
      await expect(getProfile()).rejects.toBeDefined();
      expect(getSession()).toMatchObject({ access: OLD_ACCESS, refresh: 'refresh-1' });
    }
    expect(expired).not.toHaveBeenCalled();
  });

  it('refreshRefused: only a 4xx answer or a missing token ends the session', () => {
    expect(refreshRefused(new ApiError(401, 'Token is invalid.', null))).toBe(true);
    expect(refreshRefused(new ApiError(400, null, null))).toBe(true);
    expect(refreshRefused(new Error('Refresh Token is empty'))).toBe(true);
    expect(refreshRefused(new ApiError(502, null, null))).toBe(false);
    expect(refreshRefused(new TypeError('Failed to fetch'))).toBe(false);
    expect(refreshRefused(new DOMException('aborted', 'AbortError'))).toBe(false);
  });

  it('stays on a public page when a stale session cannot be refreshed', async () => {
    window.history.replaceState(null, '', '/pages/login?redirect=%2Facap%2F');
    mockApi(
      on(getProfileRoute, () => apiError(401, 'Token is invalid.')),
      on(refreshRoute, () => apiError(401, 'Token is invalid.')),
    );
    await expect(getProfile()).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });

  it('never refreshes for login: the 401 detail is the answer', async () => {
    const calls = mockApi(on(loginRoute, () => apiError(401, 'Unable to log in with provided credentials.')));
    await expect(
      apiRequest(loginRoute, { body: { username: 'a@b.test', password: 'x' }, auth: 'public' }),
    ).rejects.toMatchObject({ status: 401, detail: 'Unable to log in with provided credentials.' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.authorization).toBeNull();
  });

  it('accepts an empty 204 answer', async () => {
    mockApi(on(logoutRoute, () => null));
    await expect(apiRequest(logoutRoute, { body: { refresh: 'refresh-1' }, auth: 'public' })).resolves.toBeNull();
  });
});

describe('refreshTokens', () => {
  it("throws 'Refresh Token is empty' without a stored refresh token, and calls nothing", async () => {
    const calls = mockApi(on(refreshRoute, () => ({ access: NEW_ACCESS, refresh: 'refresh-2' })));
    await expect(refreshTokens()).rejects.toThrow('Refresh Token is empty');
    expect(calls).toHaveLength(0);
  });

  it('refuses a refresh answer that is not the token pair of the contract', async () => {
    setSession(session({ refresh: 'refresh-1' }));
    // Deliberately off the contract: the client must refuse the pair and keep the stored one.
    mockApi(on(refreshRoute, () => malformed({ access: 42, refresh: 'refresh-2' })));
    await expect(refreshTokens()).rejects.toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    expect(getSession()?.refresh).toBe('refresh-1');
  });

  it('sends a session-less 401 to Login after the empty-token failure', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    window.history.replaceState(null, '', '/issuers/');
    mockApi(
      on(getProfileRoute, () => apiError(401, 'Authentication credentials were not provided.')),
      on(refreshRoute, () => apiError(401, 'Authentication credentials were not provided.')),
    );
    await expect(getProfile()).rejects.toThrow('Refresh Token is empty');
    expect(expired).toHaveBeenCalledWith(`/pages/login?redirect=${encodeURIComponent('/issuers/')}`);
  });
});
