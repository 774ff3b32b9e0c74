import {
  SaveBar as FormSaveBar,
  type SaveBarProps as FormSaveBarProps,
} from '#web/components/inputs/save-bar/index.ts';

export type SaveBarProps = Omit<FormSaveBarProps, 'readOnlyText'>;

/** The branding form's save bar. */
export function SaveBar(props: SaveBarProps) {
  return <FormSaveBar {...props} readOnlyText="Your role can view branding but not change it." />;
}
