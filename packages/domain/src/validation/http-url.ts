const HTTP_URL =
  /^https?:\/\/(\[[0-9a-f:.]+\]|[\p{L}\p{N}](?:[\p{L}\p{N}.-]*[\p{L}\p{N}])?)(:\d{1,5})?([/?#][^\s\\]*)?$/iu;

/**
 * Whether a stored address may be opened as a link: an absolute http(s) URL with a host and no
 * user name or password (`https://bank.example@evil.example`), and no spaces or control
 * characters. javascript:, data:, vbscript:, file:, protocol-relative (//host) and relative
 * addresses are not (issue 13 point 10, ASVS 5.0 V1.2.2).
 */
export function isHttpUrl(value: string): boolean {
  return HTTP_URL.test(value) && ![...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}
