import type { EngagementEvent } from '@dl/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppFooter } from '#web/components/app-footer.tsx';
import { EventCard } from '#web/features/events/components/event-card.tsx';
import { ContactCard } from '#web/features/help/components/contact-card.tsx';
import { renderWithRouter } from '#web/test/render.tsx';

/** Stored addresses are rendered only through safeHref: a javascript: link is not a link (issue 13 point 10). */
const STORED = 'javascript:alert(document.cookie)';

const event: EngagementEvent = {
  id: '5a1b2c3d-4e5f-4a60-8b7c-9d0e1f2a3b4c',
  title: 'Investor day',
  description: '',
  starts_on: '2030-01-01T10:00:00Z',
  ends_on: '2030-01-01T11:00:00Z',
  location: null,
  url: STORED,
  opportunity_id: null,
  opportunity_name: null,
};

describe('stored links', () => {
  it('the footer drops a javascript: link and keeps an https one', () => {
    renderWithRouter(
      <AppFooter
        links={{ contact: STORED, terms: 'https://harbor.example/terms', privacy_policy: 'data:text/html,x' }}
        poweredByText="Digital Locker"
        buildNumber="1"
      />,
    );
    expect(screen.queryByRole('link', { name: 'Contact Us' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      'https://harbor.example/terms',
    );
  });

  it('the help card and an event card render no javascript: link', () => {
    renderWithRouter(
      <ContactCard helpAddress="help@harbor.example" links={{ contact: STORED, terms: '', privacy_policy: '' }} />,
    );
    expect(screen.queryByRole('link', { name: 'Contact page' })).toBeNull();
    renderWithRouter(<EventCard event={event} onAddToCalendar={async () => {}} />);
    expect(screen.queryByRole('link', { name: 'Join online' })).toBeNull();
    for (const link of screen.queryAllByRole('link')) expect(link.getAttribute('href')).not.toMatch(/^javascript:/i);
  });
});
