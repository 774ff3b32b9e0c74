import {
  type AddServiceRequestCommentBody,
  addServiceRequestCommentBodySchema,
  type CreateServiceRequestBody,
  createServiceRequestBodySchema,
  type ServiceRequest,
} from '@dl/contracts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The contract's own schema and messages, as one message per field (first issue wins). */
function fieldErrors<K extends string>(
  result: { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): FieldErrors<K> {
  if (result.success) return {};
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '') as K;
    errors[key] ??= issue.message;
  }
  return errors;
}

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
