/** Spec 2 "Notification panel": tabs, 3 items then See All, and the exact empty texts. */
export const PANEL_ITEMS = 3;

export const PANEL_TABS = {
  ACTION: { label: 'Actions', empty: 'You have no actions' },
  NOTIFICATION: { label: 'Notifications', empty: 'You have no notifications' },
  SYSTEM: { label: 'System Notifications', empty: 'You have no system notifications' },
} as const;

export type PanelTab = keyof typeof PANEL_TABS;

/** Spec 8 'Failed to load data'. */
export const LOAD_FAILED = 'Failed to load data';
