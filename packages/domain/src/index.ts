export * from './branding.ts';
export * from './constants.ts';
export * from './format.ts';
export * from './password-policy.ts';
export * from './portals.ts';
export * from './roles.ts';
export * from './route-access.ts';
export * from './validation/index.ts';
