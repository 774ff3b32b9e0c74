export { devDataKey } from './data-keys.ts';
export { formRoutes } from './forms.routes.ts';
export type { ResponseListener } from './listeners.ts';
export { sealSecrets, splitSensitive } from './sensitive.ts';
export { publish } from './templates.service.ts';
export { readAnswersAsStaff, revealAnswerAsStaff } from './staff-reads.ts';
