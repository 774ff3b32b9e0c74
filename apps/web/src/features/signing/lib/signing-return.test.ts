// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { docuSignWaitHref, opportunityIdOf, signingCompleteHref } from './signing-return.ts';

const OPP = '/digital-locker/opportunity/31111111-2222-4333-8444-555555555555';

describe('signing return (spec 4 Behaviors)', () => {
  it('adds the event and the session to the return path', () => {
    expect(signingCompleteHref(OPP, 's1')).toBe(`${OPP}?event=signing_complete&session=s1`);
    expect(signingCompleteHref(`${OPP}?tab=data-room`, 's1')).toBe(
      `${OPP}?tab=data-room&event=signing_complete&session=s1`,
    );
  });

  it('never returns to another site', () => {
    expect(signingCompleteHref('https://evil.example/x', 's1')).toBe(
      '/digital-locker/opportunities?event=signing_complete&session=s1',
    );
  });

  it('sends a page with the event to docu-sign-wait with a redirect back without it', () => {
    const href = docuSignWaitHref(OPP, '?tab=data-room&event=signing_complete&session=s1');
    const url = new URL(href ?? '', 'http://x');
    expect(url.pathname).toBe('/pages/docu-sign-wait');
    expect(url.searchParams.get('session')).toBe('s1');
    expect(url.searchParams.get('redirect')).toBe(`${OPP}?tab=data-room`);
    expect(docuSignWaitHref(OPP, '?tab=data-room')).toBeNull();
  });

  it('reads the opportunity id of a return path', () => {
    expect(opportunityIdOf(OPP)).toBe('31111111-2222-4333-8444-555555555555');
    expect(opportunityIdOf('/digital-locker/opportunities')).toBeNull();
  });
});
