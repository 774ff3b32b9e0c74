import { formatCode, formatDate } from '@dl/domain';
import { Badge, Box, Collapse, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronRight, IconFileText, IconFolder } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { buildCategoryTree, type CategoryNode } from './category-tree.ts';
import { type DocumentActionHandlers, DocumentActionButtons } from './document-action-buttons.tsx';
import type { DocumentItem } from './document-item.ts';
import { DocumentName, type OpportunityHref } from './document-name.tsx';

interface RowOptions extends DocumentActionHandlers {
  hideType: boolean;
  getOpportunityHref?: OpportunityHref;
}

function TreeDocument({ doc, hideType, getOpportunityHref, ...handlers }: RowOptions & { doc: DocumentItem }) {
  return (
    <Group component="li" justify="space-between" gap="xs" py={6} pl={24} wrap="wrap">
      <Group gap={8} wrap="nowrap" align="flex-start" miw={0}>
        <IconFileText size={18} aria-hidden style={{ flexShrink: 0, marginTop: 1 }} />
        <Box miw={0}>
          <DocumentName doc={doc} getOpportunityHref={getOpportunityHref} />
          <Text size="xs" c="dimmed">
            {[!hideType && formatCode(doc.document_type), formatDate(doc.modified_on)].filter(Boolean).join(' · ')}
          </Text>
        </Box>
      </Group>
      <DocumentActionButtons doc={doc} {...handlers} />
    </Group>
  );
}

function Folder({ node, depth, options }: { node: CategoryNode; depth: number; options: RowOptions }) {
  const [expanded, setExpanded] = useState(depth === 0);
  const listId = useId();
  return (
    <li>
      <UnstyledButton
        onClick={() => setExpanded((e) => !e)}
        aria-expanded={expanded}
        aria-controls={listId}
        py={6}
        style={{ display: 'flex', alignItems: 'center', gap: 8, width: '100%' }}
      >
        <IconChevronRight
          size={16}
          aria-hidden
          style={{ transform: expanded ? 'rotate(90deg)' : undefined, transition: 'transform 150ms' }}
        />
        <IconFolder size={18} aria-hidden />
        <Text fw={600} size="sm">
          {node.name}
        </Text>
        <Badge size="sm" variant="default">
          {node.count}
          <VisuallyHidden> documents</VisuallyHidden>
        </Badge>
      </UnstyledButton>
      <Collapse expanded={expanded}>
        <NodeList node={node} depth={depth + 1} options={options} id={listId} />
      </Collapse>
    </li>
  );
}

function NodeList({
  node,
  depth,
  options,
  id,
}: {
  node: CategoryNode;
  depth: number;
  options: RowOptions;
  id?: string;
}) {
  return (
    <Box component="ul" id={id} m={0} p={0} pl={depth > 0 ? 'lg' : 0} style={{ listStyle: 'none' }}>
      {node.children.map((child) => (
        <Folder key={child.key} node={child} depth={depth} options={options} />
      ))}
      {node.documents.map((doc) => (
        <TreeDocument key={doc.doc_id} doc={doc} {...options} />
      ))}
    </Box>
  );
}

export interface DocumentTreeProps extends RowOptions {
  documents: readonly DocumentItem[];
  label: string;
}

/** Tree layout: folders from each document's category path, top-level folders open. */
export function DocumentTree({ documents, label, ...options }: DocumentTreeProps) {
  const tree = useMemo(() => buildCategoryTree(documents), [documents]);
  return (
    <Box component="nav" aria-label={label}>
      <NodeList node={tree} depth={0} options={options} />
    </Box>
  );
}
