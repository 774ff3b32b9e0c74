import { configureZod } from './config/zod-setup.ts';

// Zod must be configured before any schema module (contracts, config) is evaluated, so the rest of
// the app is loaded only afterwards; Vite preloads its chunks in parallel.
configureZod();
void import('./app/bootstrap.tsx').then(({ mount }) => mount());
