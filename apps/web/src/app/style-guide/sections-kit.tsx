import type { StyleGuideSection } from './section.ts';

/** Style-guide sections of the components in components/kit. */
export const kitSections: StyleGuideSection[] = [];
