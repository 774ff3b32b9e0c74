import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, icsDateTime, writeIcs } from './ics.ts';

const octets = (s: string) =>
  [...s].reduce((n, c) => {
    const cp = c.codePointAt(0) ?? 0;
    return n + (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);
  }, 0);

describe('icsDateTime', () => {
  it('writes UTC basic format', () => {
    expect(icsDateTime(new Date('2026-11-21T20:05:09.123Z'))).toBe('20261121T200509Z');
  });
  it('converts offsets to UTC', () => {
    expect(icsDateTime(new Date('2026-11-21T15:00:00-05:00'))).toBe('20261121T200000Z');
  });
  it('refuses an invalid date', () => {
    expect(() => icsDateTime(new Date('nope'))).toThrow(RangeError);
  });
});

describe('escapeIcsText', () => {
  it.each([
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['a\\b', 'a\\\\b'],
    ['line1\nline2', 'line1\\nline2'],
    ['line1\r\nline2', 'line1\\nline2'],
    ['\\,;', '\\\\\\,\\;'],
    ['plain: colon', 'plain: colon'],
  ])('%j -> %j', (input, output) => {
    expect(escapeIcsText(input)).toBe(output);
  });
});

describe('foldIcsLine', () => {
  it('leaves a 75-octet line alone', () => {
    const line = 'X'.repeat(75);
    expect(foldIcsLine(line)).toBe(line);
  });
  it('folds at 75 octets with CRLF and one space', () => {
    const line = 'A'.repeat(200);
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.every((p) => octets(p) <= 75)).toBe(true);
    expect(parts[0]).toHaveLength(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });
  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const parts = foldIcsLine(line).split('\r\n');
    expect(parts.every((p) => octets(p) <= 75)).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(parts.join('')).not.toContain('\uFFFD');
  });
  it('counts emoji as four octets', () => {
    const line = `X:${'😀'.repeat(40)}`;
    const parts = foldIcsLine(line).split('\r\n');
    expect(parts.every((p) => octets(p) <= 75)).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });
});

describe('writeIcs', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const event = {
    uid: 'meeting-1@digital-locker',
    start: new Date('2026-12-01T15:00:00Z'),
    end: new Date('2026-12-01T15:30:00Z'),
    summary: 'Meeting: Northwind, Series A; intro',
    description: 'Agenda:\nTerms, timeline',
    location: 'Video call',
    url: 'https://example.test/meet?a=1,2',
  };

  it('writes a VCALENDAR with CRLF line ends and a final CRLF', () => {
    const ics = writeIcs([event], { now });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('holds UID, DTSTAMP, UTC start and end, escaped text and the raw URL', () => {
    const ics = writeIcs([event], { now });
    expect(ics).toContain('\r\nUID:meeting-1@digital-locker\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261121T120000Z\r\n');
    expect(ics).toContain('\r\nDTSTART:20261201T150000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261201T153000Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:Meeting: Northwind\\, Series A\\; intro\r\n');
    expect(ics).toContain('\r\nDESCRIPTION:Agenda:\\nTerms\\, timeline\r\n');
    expect(ics).toContain('\r\nURL:https://example.test/meet?a=1,2\r\n');
    expect(ics).toContain('\r\nPRODID:-//Digital Locker//Engagement//EN\r\n');
  });

  it('folds long descriptions so no line passes 75 octets', () => {
    const ics = writeIcs([{ ...event, description: 'Long, '.repeat(60) }], { now });
    expect(ics.split('\r\n').every((l) => octets(l) <= 75)).toBe(true);
  });

  it('writes several events and omits absent optional fields', () => {
    const ics = writeIcs([event, { uid: 'e2', start: event.start, end: event.end, summary: 'Two' }], { now });
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    const second = ics.slice(ics.lastIndexOf('BEGIN:VEVENT'));
    expect(second).not.toContain('LOCATION');
    expect(second).not.toContain('DESCRIPTION');
  });

  it('refuses an event that ends before it starts', () => {
    expect(() => writeIcs([{ ...event, end: event.start }], { now })).toThrow(RangeError);
  });
});
