/**
 * A small iCalendar (RFC 5545) writer for one or more VEVENTs: CRLF line ends, content lines folded
 * at 75 octets (UTF-8, never inside a multi-byte character), TEXT values escaped, times in UTC.
 * Pure: the caller passes DTSTAMP's clock.
 */
export interface IcsEvent {
  /** Globally unique and stable for the same event (RFC 5545 3.8.4.7). */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
}

export interface IcsOptions {
  /** DTSTAMP: when the object was written. */
  now: Date;
  /** PRODID value. */
  prodId?: string;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** `20261121T200000Z`: a UTC DATE-TIME (RFC 5545 3.3.5 form 2). */
export function icsDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma, and newlines as `\n`. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTF-8 length of one code point (no TextEncoder: the domain package has no DOM or Node types). */
function utf8Octets(char: string): number {
  const cp = char.codePointAt(0) ?? 0;
  if (cp < 0x80) return 1;
  if (cp < 0x800) return 2;
  if (cp < 0x10000) return 3;
  return 4;
}

/**
 * Folds one content line (RFC 5545 3.1): no line longer than 75 octets; each continuation starts
 * with one space, which counts towards its 75. Splits only between characters.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function eventLines(event: IcsEvent, now: Date): string[] {
  if (event.end.getTime() <= event.start.getTime()) throw new RangeError('An event must end after it starts');
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  // URI values are not TEXT: no escaping (RFC 5545 3.3.13).
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR object, ending with CRLF. */
export function writeIcs(events: readonly IcsEvent[], options: IcsOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId ?? '-//Digital Locker//Engagement//EN'}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((e) => eventLines(e, options.now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
