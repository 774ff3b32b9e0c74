/** Spec 8 fallbacks when an answer carries no detail of its own. */
export const LOAD_FAILED = 'Failed to load data';
export const CREATE_FAILED = 'Failed to create item';
export const UPDATE_FAILED = 'Failed to update item';
export const DELETE_FAILED = 'Failed to delete item';
