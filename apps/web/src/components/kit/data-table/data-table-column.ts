import type { ReactNode } from 'react';

export interface DataTableColumn<T> {
  key: string;
  /** Column header; also the accessible name of the sort button. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Field sent in `ordering`; makes the header a sort button. */
  sortField?: string;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /** Keeps the header for screen readers only (e.g. an actions column). */
  hideHeader?: boolean;
}
