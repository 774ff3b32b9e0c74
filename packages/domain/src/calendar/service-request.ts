import { defineMachine } from '../workflow/machine.ts';

/**
 * Service request status (issue 6, ADR 0019). The fiduciary moves a request along; the investor may
 * close their own at any point before it is closed. A resolved request can be reopened to work on.
 *   OPEN --start--> IN_PROGRESS --resolve--> RESOLVED --close--> CLOSED
 *   OPEN | IN_PROGRESS --resolve--> RESOLVED;  RESOLVED --reopen--> IN_PROGRESS
 *   OPEN | IN_PROGRESS | RESOLVED --close--> CLOSED
 */
export const SERVICE_REQUEST_STATUSES = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

export const serviceRequestMachine = defineMachine({
  name: 'service request',
  states: SERVICE_REQUEST_STATUSES,
  events: {
    start: { from: ['OPEN'], to: 'IN_PROGRESS' },
    resolve: { from: ['OPEN', 'IN_PROGRESS'], to: 'RESOLVED' },
    reopen: { from: ['RESOLVED'], to: 'IN_PROGRESS' },
    close: { from: ['OPEN', 'IN_PROGRESS', 'RESOLVED'], to: 'CLOSED' },
  },
});
export type ServiceRequestEvent = keyof typeof serviceRequestMachine.events;

/** The event that takes a request from `from` to the status the fiduciary asked for, if any. */
export function serviceRequestEventFor(
  from: ServiceRequestStatus,
  to: ServiceRequestStatus,
): ServiceRequestEvent | null {
  const events = serviceRequestMachine.eventsFrom(from);
  return events.find((e) => serviceRequestMachine.events[e].to === to) ?? null;
}

export const SERVICE_REQUEST_CATEGORIES = ['Account', 'Documents', 'Investments', 'Payments', 'Tax', 'Other'] as const;
export type ServiceRequestCategory = (typeof SERVICE_REQUEST_CATEGORIES)[number];

export const RESOURCE_KINDS = ['DOCUMENT', 'LINK'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
