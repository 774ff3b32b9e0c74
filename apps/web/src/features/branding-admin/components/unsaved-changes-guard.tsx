import { UnsavedChangesGuard as Guard } from '#web/components/inputs/save-bar/index.ts';

/** While `when`, leaving the branding page asks first. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  return <Guard when={when} message="Your changes to this branding are not saved and will be lost." />;
}
