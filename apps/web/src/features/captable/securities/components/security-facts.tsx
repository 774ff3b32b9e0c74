import type { SecurityDetail } from '@dl/contracts';
import { formatDate } from '@dl/domain';
import { Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatPrice, formatShares } from '../lib/format.ts';
import { KIND_LABELS, OPTION_KIND_LABELS } from '../lib/labels.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** A detail value in words: texts and numbers as they are, lists joined, objects by their description. */
function detailText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) return formatShares(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(detailText).join('; ');
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.description === 'string') return o.description;
    return Object.entries(o)
      .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${detailText(v)}`)
      .join(', ');
  }
  return String(value);
}

const DETAIL_WORDS: Record<string, string> = {
  custom_id: 'Certificate or custom id',
  security_law_exemptions: 'Securities law exemption',
  board_approval_date: 'Board approval date',
  expiration_date: 'Expiration date',
  purchase_price: 'Purchase price',
  seniority: 'Seniority',
  conversion_triggers: 'Conversion triggers',
  exercise_triggers: 'Exercise triggers',
  stock_legend_ids: 'Stock legends',
  legends_none: 'Without stock legends',
  no_vesting: 'No vesting',
  exercise_deadline: 'Exercise deadline after termination',
  termination_reason: 'Termination reason',
};
/** A field name in words: 'exercise_deadline' or 'pricePerShare' read as 'Price per share'. */
function detailLabel(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return DETAIL_WORDS[key] ?? words.replace(/^./, (c) => c.toUpperCase());
}

export interface SecurityFactsProps {
  security: SecurityDetail;
  /** Names of the company's stock classes and plans by id (the ids when not loaded). */
  names?: Record<string, string>;
}

export function SecurityFacts({ security, names = {} }: SecurityFactsProps) {
  const s = security;
  const details = Object.entries(s.details).filter(([, v]) => v !== null && v !== undefined && v !== '');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Fact label="Kind">{KIND_LABELS[s.kind]}</Fact>
        <Fact label="Stakeholder">{s.stakeholder_name ?? '—'}</Fact>
        <Fact label={s.kind === 'CN' || s.kind === 'SAFE' ? 'Investment amount' : 'Quantity'}>
          {s.kind === 'CN' || s.kind === 'SAFE' ? formatPrice(s.quantity) : formatShares(s.quantity)}
        </Fact>
        <Fact label={s.kind === 'OP' || s.kind === 'WA' ? 'Exercise price' : 'Price per share'}>
          {formatPrice(s.price)}
        </Fact>
        <Fact label="Issue date">{formatDate(s.issue_date) || '—'}</Fact>
        {s.class_id && <Fact label="Stock class">{names[s.class_id] ?? s.class_id}</Fact>}
        {s.plan_id && <Fact label="Equity plan">{names[s.plan_id] ?? s.plan_id}</Fact>}
        {s.option_kind && <Fact label="Option type">{OPTION_KIND_LABELS[s.option_kind]}</Fact>}
        {s.terms_id && (
          <Fact label="Security terms">
            {s.terms_id}
            {s.terms_version !== null ? `, version ${s.terms_version}` : ''}
          </Fact>
        )}
        {s.parent_id && <Fact label="Comes from">{s.parent_id}</Fact>}
      </SimpleGrid>
      {details.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {details.map(([key, value]) => (
            <Fact key={key} label={detailLabel(key)}>
              {detailText(value)}
            </Fact>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The security terms of the version it was issued under (spec 3 terms by type number). */
export function TermsList({ terms }: { terms: Record<string, unknown> }) {
  const entries = Object.entries(terms).filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (entries.length === 0) return <Text size="sm">No terms recorded.</Text>;
  return (
    <List size="sm" spacing={4}>
      {entries.map(([key, value]) => (
        <List.Item key={key}>
          <Group gap={6} wrap="nowrap" align="baseline">
            <Text span size="sm" c="dimmed">
              {detailLabel(key)}:
            </Text>
            <Text span size="sm">
              {detailText(value)}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
