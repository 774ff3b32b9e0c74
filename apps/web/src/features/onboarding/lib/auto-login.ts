import { AUTO_LOGIN_FIRST_WAIT_MS, AUTO_LOGIN_RETRIES, AUTO_LOGIN_RETRY_MS } from '@dl/domain';

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * Spec 4: after signup, auto-login waits 4 s, then tries; while the account is not ready it retries
 * up to 8 more times 3 s apart. Answers the first value `attempt` gives, or null when every attempt
 * said not ready. Errors of `attempt` end the loop.
 */
export async function autoLogin<T>(
  attempt: () => Promise<T | null>,
  options: { signal?: AbortSignal; wait?: Sleep } = {},
): Promise<T | null> {
  const wait = options.wait ?? sleep;
  await wait(AUTO_LOGIN_FIRST_WAIT_MS, options.signal);
  for (let tries = 0; tries <= AUTO_LOGIN_RETRIES; tries++) {
    if (tries > 0) await wait(AUTO_LOGIN_RETRY_MS, options.signal);
    const result = await attempt();
    if (result !== null) return result;
  }
  return null;
}
