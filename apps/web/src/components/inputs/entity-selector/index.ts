export { EntitySelector, type EntitySelectorProps } from './entity-selector.tsx';
export { ENTITY_SEARCH, type EntityFetcher, type EntityItem, type EntityPage } from './use-entity-search.ts';
