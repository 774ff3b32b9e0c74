export { type IdPrefix, nextIds, reserveIds } from './ids.ts';
export {
  type AppendOptions,
  type AppendResult,
  appendLedgerTx,
  type ClassFields,
  type LedgerScope,
  type LedgerTxInput,
  type PlanFields,
  type SecurityFields,
  securitiesNamed,
} from './ledger-store.ts';
export { holdingColumns, holdingOf, loadLedgerState, type SecurityRow } from './rows.ts';
