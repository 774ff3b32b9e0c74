/** Spec 9: dialog widths 500 and 800. */
export const DIALOG_WIDTH = { narrow: 500, wide: 800 } as const;

/** Mantine's close icon has no accessible name of its own. */
export const CLOSE_ICON_PROPS = { 'aria-label': 'Close dialog' } as const;

/** Below this width dialogs with large content (previews, cropper) take the whole screen. */
export const SMALL_SCREEN_QUERY = '(max-width: 36em)';
