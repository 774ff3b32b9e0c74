import { TransactionList } from '#web/features/transactions/components/transaction-list.tsx';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';

const transactionHref = (id: string) => hrefFor('Transaction', { id });

/** `transact`: 'Latest Transactions' (spec 2), every investment of mine with filters and paging. */
export function TransactionsPage() {
  return <TransactionList fidId={useFidId()} title="Latest Transactions" detailHref={transactionHref} />;
}

export { TransactionsPage as Component };
