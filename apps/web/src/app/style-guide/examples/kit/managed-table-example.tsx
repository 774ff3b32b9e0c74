import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { DataTableColumn, TableQuery } from '#web/components/kit/data-table/index.ts';
import { ManagedTable } from '#web/components/kit/managed-table/index.ts';
import { ExampleResult } from './example-result.tsx';

interface Topic {
  id: string;
  title: string;
  owner: string;
}

const START: Topic[] = [
  { id: 't1', title: 'Quarterly letter', owner: 'Investor relations' },
  { id: 't2', title: 'Tax forms', owner: 'Fund accounting' },
  { id: 't3', title: 'Annual meeting', owner: 'General partner' },
];
const COLUMNS: DataTableColumn<Topic>[] = [
  { key: 'title', header: 'Topic', cell: (t) => t.title },
  { key: 'owner', header: 'Owner', cell: (t) => t.owner },
];

function TopicForm({ topic, onSave }: { topic: Topic | null; onSave: (title: string) => void }) {
  const [title, setTitle] = useState(topic?.title ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (title.trim()) onSave(title.trim());
  };
  return (
    <form onSubmit={submit} aria-label={topic ? 'Edit topic' : 'New topic'}>
      <Stack>
        <TextInput label="Topic" value={title} onChange={(e) => setTitle(e.currentTarget.value)} required />
        <Group justify="flex-end">
          <Button type="submit">Save</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Rows kept in memory: New, Edit and Delete for a role that manages them; read only otherwise. */
export function ManagedTableExample() {
  const [topics, setTopics] = useState(START);
  const [canManage, setCanManage] = useState(true);
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 5, ordering: null });
  const [last, setLast] = useState('');
  return (
    <Stack>
      <Switch label="May manage the rows" checked={canManage} onChange={(e) => setCanManage(e.currentTarget.checked)} />
      <ManagedTable
        caption="Topics"
        noun="topic"
        columns={COLUMNS}
        rows={topics.slice((query.page - 1) * query.limit, query.page * query.limit)}
        total={topics.length}
        getRowKey={(t) => t.id}
        titleOf={(t) => t.title}
        query={query}
        onQueryChange={setQuery}
        canManage={canManage}
        renderForm={(topic, done) => (
          <TopicForm
            topic={topic}
            onSave={(title) => {
              setTopics((all) =>
                topic
                  ? all.map((t) => (t.id === topic.id ? { ...t, title } : t))
                  : [...all, { id: `t${all.length + 1}-${title}`, title, owner: 'You' }],
              );
              setLast(topic ? `Saved ${title}` : `Added ${title}`);
              done();
            }}
          />
        )}
        onDelete={(topic) => {
          setTopics((all) => all.filter((t) => t.id !== topic.id));
          setLast(`Deleted ${topic.title}`);
        }}
      />
      <ExampleResult label="Last change" value={last || 'none yet'} />
    </Stack>
  );
}
