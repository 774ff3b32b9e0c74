import type { StyleGuideSection } from './section.ts';

/** Style-guide sections of the components in components/inputs. */
export const inputsSections: StyleGuideSection[] = [];
