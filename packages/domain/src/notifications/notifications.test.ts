import { describe, expect, it } from 'vitest';
import {
  formatSocketFrame,
  isNavigateToName,
  isNewSocketMessage,
  isNotificationEvent,
  notificationColor,
  parseSocketFrame,
  SEVERITY_COLORS,
  SOCKET_FALLBACK_TEXT,
  socketMessageText,
} from './index.ts';

describe('SOCKET_ frames', () => {
  it('formats and parses back', () => {
    const frame = formatSocketFrame({ data: { status: 'connected' } });
    expect(frame).toBe('SOCKET_{"data":{"status":"connected"}}');
    expect(parseSocketFrame(frame)).toEqual({ ok: true, message: { data: { status: 'connected' } } });
  });

  it.each([
    ['no prefix', '{"data":{}}', 'prefix'],
    ['broken json', 'SOCKET_{"data":', 'json'],
    ['not an object', 'SOCKET_42', 'json'],
    ['an array', 'SOCKET_[1]', 'json'],
    ['null', 'SOCKET_null', 'json'],
  ])('reports %s', (_, frame, reason) => {
    expect(parseSocketFrame(frame)).toEqual({ ok: false, reason });
  });

  it('counts every status but connected as new', () => {
    expect(isNewSocketMessage({ data: { status: 'connected' } })).toBe(false);
    expect(isNewSocketMessage({ data: { status: 'new' } })).toBe(true);
    expect(isNewSocketMessage({})).toBe(true);
  });

  it('falls back to the generic text without payload', () => {
    expect(socketMessageText({ data: { text: 'Deal executed.' } })).toBe('Deal executed.');
    expect(socketMessageText({})).toBe(SOCKET_FALLBACK_TEXT);
    expect(socketMessageText({ data: { text: '  ' } })).toBe('Something went wrong.');
  });
});

describe('names and colours', () => {
  it('knows events and routes', () => {
    expect(isNotificationEvent('DEAL_EXECUTED')).toBe(true);
    expect(isNotificationEvent('NOPE')).toBe(false);
    expect(isNavigateToName('Transaction')).toBe(true);
    expect(isNavigateToName('transaction')).toBe(false);
  });

  it('colours kinds and severities', () => {
    expect(notificationColor('ACTION')).toBe('warning');
    expect(notificationColor('NOTIFICATION')).toBe('success');
    expect(SEVERITY_COLORS['High Impact']).toBe('error');
    expect(SEVERITY_COLORS['Severity 1']).toBe('warning');
    expect(SEVERITY_COLORS['Severity 2']).toBe('info');
  });
});
