export { readOcfDirectory, readOcfZip } from './read-directory';
export type { OcfPackage } from './validate-package';
export { validateOcfPackage } from './validate-package';
