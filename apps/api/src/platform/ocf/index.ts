export { readOcfDirectory } from './read-directory';
export type { OcfPackage } from './validate-package';
export { validateOcfPackage } from './validate-package';
