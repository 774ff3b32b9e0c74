import { type ServiceRequestStatus, serviceRequestEventFor, serviceRequestMachine } from '@dl/domain';
import { AppError } from '#api/lib/app-error.ts';

/** The status after moving to `to`, or 409 with the machine's sentence. */
export function nextRequestStatus(from: ServiceRequestStatus, to: ServiceRequestStatus): ServiceRequestStatus {
  const event = serviceRequestEventFor(from, to);
  if (!event) {
    throw new AppError('CONFLICT', `Cannot move the service request from ${from} to ${to}.`, 'TRANSITION_REFUSED');
  }
  return serviceRequestMachine.next(from, event);
}
