/** The cap-table ledger's transactions and derived state (CAPTABLE 4.7, 5; OCF transactions). */
import type { Dec } from './exact.ts';
import type { SecurityKind } from './securities.ts';

export type CancellationBehavior = 'RETURN_TO_POOL' | 'RETIRE' | 'HOLD_AS_CAPITAL_STOCK' | 'DEFINED_PER_PLAN_SECURITY';
/** What happens to repurchased shares: held in treasury, retired, or returned to their plan's pool. */
export type RepurchaseDisposition = 'treasury' | 'retire' | 'return_to_pool';

interface TxBase {
  /** Unique, never reused. */
  id: string;
  date: string;
}

export type LedgerTx = TxBase &
  (
    | { type: 'stock_class'; classId: string; kind: 'CS' | 'PS'; authorized: Dec; conversionRatio?: Dec }
    | { type: 'authorized_adjustment'; classId: string; authorized: Dec }
    | { type: 'plan'; planId: string; classId: string; reserved: Dec; cancellationBehavior: CancellationBehavior }
    /** OCF TX_STOCK_PLAN_POOL_ADJUSTMENT: the new total, not a delta. */
    | { type: 'pool_adjustment'; planId: string; reserved: Dec }
    | {
        type: 'issuance';
        securityId: string;
        kind: SecurityKind;
        stakeholderId: string;
        quantity: Dec;
        classId?: string;
        planId?: string;
        /** Share price, purchase price or exercise (strike) price of the issuance. */
        price?: Dec;
        /** For a plan whose behaviour is DEFINED_PER_PLAN_SECURITY: this grant's. */
        cancellationBehavior?: Exclude<CancellationBehavior, 'DEFINED_PER_PLAN_SECURITY'>;
      }
    | {
        type: 'transfer';
        securityId: string;
        quantity: Dec;
        toStakeholderId: string;
        resultingId: string;
        balanceId?: string;
      }
    | { type: 'cancellation'; securityId: string; quantity: Dec; reason: string; balanceId?: string }
    | {
        type: 'repurchase';
        securityId: string;
        quantity: Dec;
        price: Dec;
        disposition: RepurchaseDisposition;
        balanceId?: string;
      }
    | {
        type: 'exercise';
        securityId: string;
        quantity: Dec;
        resultingId: string;
        classId: string;
        /** The exercise price paid per share, recorded on the resulting shares. */
        price?: Dec;
        balanceId?: string;
      }
    /** Conversion of the whole security into `quantity` shares of `classId`. */
    | { type: 'conversion'; securityId: string; resultingId: string; classId: string; quantity: Dec }
    /** Issued in error: void from the start (TX_*_RETRACTION). */
    | { type: 'retraction'; securityId: string; reason: string }
    | { type: 'acceptance'; securityId: string }
    | { type: 'vesting_start'; securityId: string }
  );

export type LedgerTxType = LedgerTx['type'];

export interface Holding {
  securityId: string;
  kind: SecurityKind;
  stakeholderId: string;
  quantity: Dec;
  classId?: string;
  planId?: string;
  /** Issue price, or the exercise price paid for shares from an exercise. */
  price?: Dec;
  cancellationBehavior?: Exclude<CancellationBehavior, 'DEFINED_PER_PLAN_SECURITY'>;
  status: 'active' | 'ended';
  /** The security this one was split from or resulted from (transfer, balance, exercise, conversion). */
  parentId?: string;
  createdBy: string;
  endedBy?: string;
  /** Every transaction that acted on this security, in order. */
  transactions: string[];
  accepted: boolean;
  vestingStartedOn?: string;
}

export interface ClassState {
  classId: string;
  kind: 'CS' | 'PS';
  authorized: Dec;
  /** Issued and not cancelled or retired; includes treasury. */
  issued: Dec;
  treasury: Dec;
  /** Common shares per share (preferred), exact. */
  conversionRatio: Dec;
}

export interface PlanState {
  planId: string;
  classId: string;
  reserved: Dec;
  cancellationBehavior: CancellationBehavior;
  outstandingAwards: Dec;
  issuedFromPlan: Dec;
}

export interface LedgerState {
  classes: Record<string, ClassState>;
  plans: Record<string, PlanState>;
  securities: Record<string, Holding>;
  txIds: string[];
}

export type ApplyResult = { ok: true; state: LedgerState } | { ok: false; error: string; txId: string };

/** A transaction without its id and date (for builders and forms). */
export type LedgerTxBody = LedgerTx extends infer T ? (T extends LedgerTx ? Omit<T, 'id' | 'date'> : never) : never;
