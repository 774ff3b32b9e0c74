import { PageHeader } from '#web/components/shell/page-header.tsx';

/** /acap/ screen (issue 17); built in this change. */
export function Component() {
  return <PageHeader title="Plans" />;
}
