/** Texts of the communications list (spec 2, 8). */
export const QNA_TEXTS = {
  placeholder: 'Enter your comment or question...',
  seeAll: 'See All',
  deleted: 'Successfully deleted the communication item',
  createFailed: 'Failed to create item',
  updateFailed: 'Failed to update item',
  removeFailed: 'Failed to remove item',
  loadFailed: 'Failed to load data',
  empty: 'No questions yet',
  /** A search or filter that finds nothing: not the same as having no questions. */
  noMatch: (search: string | undefined) =>
    search
      ? `No questions match “${search}”. Change or clear the search to see more.`
      : 'No questions match these filters. Change or clear them to see more.',
  header: (count: number) => `Communications (${count})`,
} as const;

/** Spec 9: filter debounce 500 ms. */
export const QNA_FILTER_DEBOUNCE_MS = 500;
