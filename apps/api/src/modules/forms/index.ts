export { devDataKey, dataBoxOf } from './data-keys.ts';
export { formRoutes } from './forms.routes.ts';
export type { ResponseListener, SavedResponse } from './listeners.ts';
export { mask, sealSecrets, splitSensitive } from './sensitive.ts';
export { publish, syncFormTemplates } from './templates.service.ts';
