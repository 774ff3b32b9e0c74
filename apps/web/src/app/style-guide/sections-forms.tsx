import { lazy } from 'react';
import type { StyleGuideSection } from './section.ts';

// The renderer pulls in every input widget: a chunk of its own, as the forms pages load it.
const FormRendererExample = lazy(() =>
  import('#web/features/forms/components/form-renderer-example.tsx').then((m) => ({
    default: m.FormRendererExample,
  })),
);

/** Style-guide sections of the dynamic form renderer (features/forms). */
export const formsSections: StyleGuideSection[] = [
  {
    id: 'forms-renderer',
    title: 'Form renderer',
    description:
      'Any form template with all 25 input types: branches show and hide fields live, calculated fields update as you type, messages come from the form engine.',
    Example: FormRendererExample,
  },
];
