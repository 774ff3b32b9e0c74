import type { Session } from '@dl/contracts';

/** The bench's client side: log in, then follow keyset cursors to a deep position. */
export interface BenchSession {
  token: string;
  fidId: string;
}

export async function login(baseUrl: string, username: string, password: string): Promise<BenchSession> {
  const res = await fetch(`${baseUrl}/api/v1/fid/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login of ${username} failed: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as Session;
  const fidId = session.permissions[0]?.fiduciary.id;
  if (!fidId) throw new Error(`${username} has no fiduciary`);
  return { token: session.access, fidId };
}

interface ListPage {
  count: number;
  results: unknown[];
  next: string | null;
}

export async function getList(url: string, token: string): Promise<ListPage> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as ListPage;
}

/** The cursor that starts right after row `rows`, reached by following `next` in big pages. */
export async function cursorAfter(listUrl: string, session: BenchSession, rows: number): Promise<string> {
  const step = 1000;
  let cursor: string | null = null;
  for (let done = 0; done < rows; done += step) {
    const query = cursor ? `cursor=${encodeURIComponent(cursor)}&limit=${step}` : `page=1&limit=${step}`;
    const page = await getList(`${listUrl}?${query}`, session.token);
    if (!page.next) throw new Error(`the list ends before row ${rows} (count ${page.count})`);
    cursor = page.next;
  }
  if (!cursor) throw new Error('no cursor');
  return cursor;
}
