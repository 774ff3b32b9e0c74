/** A refused save's message under its field: the app's one reading of the API's validation answer. */
export { apiFieldErrors } from '#web/lib/api-field-errors.ts';
