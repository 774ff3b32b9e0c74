import type { ErrorObject } from 'ajv';

function fieldName(error: ErrorObject): string {
  const parts = error.instancePath.split('/').filter(Boolean);
  return parts.length > 0 ? `“${parts.join(' › ')}”` : 'this object';
}

/** Turns one Ajv error into a sentence a person reads (never the raw keyword alone). */
export function describeSchemaError(error: ErrorObject): string {
  const field = fieldName(error);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `The field “${String(params.missingProperty)}” is missing from ${field}.`;
    case 'type':
      return `${field} should be a ${String(params.type)}.`;
    case 'enum':
      return `${field} is not one of the allowed values (${(params.allowedValues as unknown[]).join(', ')}).`;
    case 'const':
      return `${field} should be ${JSON.stringify(params.allowedValue)}.`;
    case 'pattern':
      return `${field} is not written in the expected form.`;
    case 'format':
      return `${field} is not a valid ${String(params.format)}.`;
    case 'additionalProperties':
      return `The field “${String(params.additionalProperty)}” is not allowed in ${field}.`;
    case 'minItems':
      return `${field} needs at least ${String(params.limit)} entries.`;
    case 'oneOf':
    case 'anyOf':
      return `${field} does not match any of the allowed shapes.`;
    default:
      return `${field} is not valid (${error.message ?? error.keyword}).`;
  }
}
