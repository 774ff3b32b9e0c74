export { type ListQueryState, ListState, type ListStateProps } from './list-state.tsx';
