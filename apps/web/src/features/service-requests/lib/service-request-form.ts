import {
  type AddServiceRequestCommentBody,
  addServiceRequestCommentBodySchema,
  type CreateServiceRequestBody,
  createServiceRequestBodySchema,
  type ServiceRequest,
} from '@dl/contracts';
import { fieldErrors } from '#web/lib/field-errors.ts';

export interface ServiceRequestFormValues {
  subject: string;
  category: string | null;
  description: string;
}

export const EMPTY_SERVICE_REQUEST: ServiceRequestFormValues = { subject: '', category: null, description: '' };

export function validateServiceRequest(values: ServiceRequestFormValues) {
  return fieldErrors<keyof CreateServiceRequestBody>(createServiceRequestBodySchema.safeParse(values));
}

export function validateComment(values: AddServiceRequestCommentBody) {
  return fieldErrors<keyof AddServiceRequestCommentBody>(addServiceRequestCommentBodySchema.safeParse(values));
}

export const SERVICE_REQUEST_STATUS_BADGE: Record<ServiceRequest['status'], { color: string; label: string }> = {
  OPEN: { color: 'blue', label: 'Open' },
  IN_PROGRESS: { color: 'yellow', label: 'In progress' },
  RESOLVED: { color: 'teal', label: 'Resolved' },
  CLOSED: { color: 'gray', label: 'Closed' },
};
