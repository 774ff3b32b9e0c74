import type { StyleGuideSection } from './section.ts';

/** Style-guide sections of the components in components/shell. */
export const shellSections: StyleGuideSection[] = [];
