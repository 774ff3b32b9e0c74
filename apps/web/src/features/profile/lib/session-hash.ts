/**
 * SHA-256 (hex) of a refresh token: how this browser names its own session to the API (ADR 0022).
 * The hash is no credential, so it may travel in a query string.
 */
export async function sessionHash(refresh: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(refresh));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
