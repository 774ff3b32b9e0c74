import { TransactionList } from '../../../features/transactions/components/transaction-list.tsx';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { portfolioPaths } from './portfolio-paths.ts';

/** `transact`: 'Latest Transactions' (spec 2), every investment of mine with filters and paging. */
export function TransactionsPage() {
  return <TransactionList fidId={useFidId()} title="Latest Transactions" detailHref={portfolioPaths.transaction} />;
}

export { TransactionsPage as Component };
