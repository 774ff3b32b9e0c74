import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { documentTitle, hasOpportunityLink } from './document-actions.ts';
import type { DocumentItem } from './document-item.ts';

export type OpportunityHref = (opportunityId: string) => string;

export const defaultOpportunityHref: OpportunityHref = (id) => `/opportunity/${encodeURIComponent(id)}`;

export interface DocumentNameProps {
  doc: DocumentItem;
  getOpportunityHref?: OpportunityHref;
}

/** Spec 2: an opportunity link, else the document name, else its type. */
export function DocumentName({ doc, getOpportunityHref = defaultOpportunityHref }: DocumentNameProps) {
  const title = documentTitle(doc);
  if (hasOpportunityLink(doc) && doc.opportunity_id) {
    return (
      <Anchor component={Link} to={getOpportunityHref(doc.opportunity_id)} fw={600} size="sm">
        {title}
      </Anchor>
    );
  }
  return (
    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {title}
    </Text>
  );
}
