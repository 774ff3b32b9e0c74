/**
 * What a request log line may show of a URL (SECURITY.md "Secrets never in logs"): the path, and
 * query parameters whose name and value say nothing secret. A parameter named like a credential
 * (token, access_token, refresh, code, signature, ticket, key, secret, password, otp, session...)
 * or whose value looks like one (a JWT, or a long run of base64url that is not a UUID) is written
 * as `name=[redacted]`, whatever its name's case or encoding.
 */

const SECRET_NAME =
  /token|ticket|code|sig|key|secret|pass|pwd|otp|session|refresh|auth|credential|jwt|hash|nonce|cookie|bearer/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Three dot-separated base64url parts (a JWT), or 24+ characters of base64url / base64. */
const SECRET_VALUE = /^[\w-]+\.[\w-]+\.[\w-]*$|[\w+/-]{24,}={0,2}/;

export const REDACTED = '[redacted]';

function decoded(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

function isSecret(name: string, value: string): boolean {
  if (SECRET_NAME.test(name)) return true;
  const v = value.trim();
  return !UUID.test(v) && SECRET_VALUE.test(v);
}

/** The URL with every secret-looking query value replaced; the path as it is. */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      const value = eq < 0 ? '' : pair.slice(eq + 1);
      return eq >= 0 && isSecret(decoded(name), decoded(value)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}
