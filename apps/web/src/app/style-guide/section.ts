import type { ComponentType } from 'react';

/** One block of the /style-guide page: a widget shown with sample data. */
export interface StyleGuideSection {
  id: string;
  title: string;
  description?: string;
  Example: ComponentType;
}
