/** The path parameters of every cap-table call: the tenant and the company whose cap table it is. */
export interface CapParams {
  fidId: string;
  issuerId: string;
}

/**
 * The cap-table portal's query root, the same as captable-core's `capTableKey` (features do not import
 * each other, so it is written here too): every change here reads the whole portal's data again.
 */
export const capRootKey = (fidId: string) => ['captable', fidId] as const;

/** A query of one company's cap table, under the portal's root. */
export const capKey = (p: CapParams, ...rest: unknown[]) => [...capRootKey(p.fidId), p.issuerId, ...rest] as const;
