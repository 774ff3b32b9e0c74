import { once } from 'node:events';
import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp, loggerOptions } from '#api/app.ts';
import { createDb } from '#api/db/database.ts';
import type { AppContext } from '#api/lib/context.ts';
import { ListenHub } from '#api/platform/listen-hub.ts';
import { registerRealtime } from '#api/modules/realtime/index.ts';
import { issueTicket } from '#api/modules/realtime/tickets.ts';
import { notifyEntity, notifyUser } from '#api/modules/notifications/index.ts';
import { type Caller, loginAs, otherTenant } from './documents-fixtures.ts';
import { createUser } from './factories.ts';
import { buildTestApp, type TestApp, withDemoData } from './helpers.ts';
import { connect, openSocket, payloadOf, portOf, settle, ticketFor } from './realtime-fixtures.ts';

let t: TestApp;
let investor: Caller;
let other: Awaited<ReturnType<typeof otherTenant>>;

beforeAll(async () => {
  t = await buildTestApp();
  await withDemoData(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  investor = await loginAs(t, 'investor@demo.test');
  other = await otherTenant(t);
});
afterAll(() => t.close());

const investorEntity = () => investor.entityId as string;

describe('POST websocket/ticket', () => {
  it('answers a random ticket valid 30 s, storing only its hash', async () => {
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/fid/${investor.fid}/websocket/ticket`,
      headers: investor.headers,
    });
    expect(res.statusCode).toBe(200);
    const { ticket, expires_on } = res.json().data as { ticket: string; expires_on: string };
    expect(ticket).toMatch(/^[\w-]{43}$/);
    // 30 s from the moment the API issued it, which lies between the request and its answer.
    const expires = new Date(expires_on).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 30_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30_000);
    const rows = await t.db.selectFrom('websocket_ticket').selectAll().execute();
    expect(rows.some((r) => r.token_hash.toString('utf8').includes(ticket))).toBe(false);
  });

  it('needs a bearer and a membership of the tenant', async () => {
    const anon = await t.app.inject({ method: 'POST', url: `/api/v1/fid/${investor.fid}/websocket/ticket` });
    expect(anon.statusCode).toBe(401);
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/v1/fid/${other.fid}/websocket/ticket`,
      headers: investor.headers,
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('GET websocket?token=', () => {
  it('opens with the connected frame, and a ticket is single use', async () => {
    const ticket = await ticketFor(t, investor);
    const socket = await openSocket(portOf(t.app), investor.fid, ticket);
    expect(await socket.next()).toBe('SOCKET_{"data":{"status":"connected"}}');
    socket.close();
    await expect(openSocket(portOf(t.app), investor.fid, ticket)).rejects.toThrow('refused 401');
  });

  it('refuses an expired, unknown or missing ticket, and one of another tenant', async () => {
    const expired = await ticketFor(t, investor);
    await t.db
      .updateTable('websocket_ticket')
      .set({ expires_on: new Date(Date.now() - 1000) })
      .where('used_on', 'is', null)
      .execute();
    await expect(openSocket(portOf(t.app), investor.fid, expired)).rejects.toThrow('refused 401');
    await expect(openSocket(portOf(t.app), investor.fid, 'made-up')).rejects.toThrow('refused 401');
    await expect(openSocket(portOf(t.app), investor.fid, '')).rejects.toThrow('refused 401');
    const mine = await ticketFor(t, investor);
    await expect(openSocket(portOf(t.app), other.fid, mine)).rejects.toThrow('refused 401');
    // The refused attempt spent it: not usable on its own tenant either.
    await expect(openSocket(portOf(t.app), investor.fid, mine)).rejects.toThrow('refused 401');
  });

  it('never logs the ticket', () => {
    const options = loggerOptions('info') as { serializers: { req: (r: object) => { url: string } } };
    const logged = options.serializers.req({ method: 'GET', url: '/api/v1/fid/x/websocket?token=secret123&a=1' });
    expect(logged.url).toBe('/api/v1/fid/x/websocket?token=[redacted]&a=1');
  });

  it('ignores what clients send and keeps the socket open', async () => {
    const socket = await connect(t, investor);
    socket.ws.send('not a frame');
    socket.ws.send('SOCKET_{broken');
    await t.db.transaction().execute((trx) =>
      notifyEntity(trx, {
        fiduciaryId: investor.fid,
        entityId: investorEntity(),
        kind: 'NOTIFICATION',
        event: 'DEAL_APPROVED',
        message: 'Still here.',
      }),
    );
    expect(payloadOf(await socket.next()).data.text).toBe('Still here.');
    socket.close();
  });
});

describe('delivery', () => {
  it('pushes to the recipients of a committed change only, never across tenants', async () => {
    const mine = await connect(t, investor);
    const theirs = await connect(t, other.caller);
    await t.db.transaction().execute((trx) =>
      notifyUser(trx, {
        fiduciaryId: other.fid,
        userId: (
          JSON.parse(Buffer.from(other.caller.access.split('.')[1] as string, 'base64url').toString()) as {
            sub: string;
          }
        ).sub,
        kind: 'ACTION',
        event: 'CAPITAL_CALL_ISSUED',
        message: 'Other tenant only.',
        navigateTo: { name: 'Transaction', resource_id: 'abc' },
      }),
    );
    const frame = payloadOf(await theirs.next());
    expect(frame).toMatchObject({
      event: 'notification',
      data: {
        status: 'new',
        text: 'Other tenant only.',
        color: 'warning',
        navigate_to: 'Transaction',
        resource_id: 'abc',
        query: null,
      },
    });
    expect(frame.data.item).toMatchObject({ kind: 'ACTION', event: 'CAPITAL_CALL_ISSUED', read_on: null });
    await settle(t, mine);
    expect(mine.untaken()).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('sends nothing for a rolled back change', async () => {
    const socket = await connect(t, investor);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await notifyEntity(trx, {
          fiduciaryId: investor.fid,
          entityId: investorEntity(),
          kind: 'NOTIFICATION',
          event: 'DEAL_EXECUTED',
          message: 'Rolled back.',
        });
        throw new Error('abort');
      })
      .catch(() => undefined);
    await settle(t, socket);
    expect(socket.untaken()).toEqual([]);
    const stored = await t.db.selectFrom('notification').select('id').where('message', '=', 'Rolled back.').execute();
    expect(stored).toEqual([]);
    socket.close();
  });

  it('loses nothing while no socket is open: the list has it', async () => {
    await t.db.transaction().execute((trx) =>
      notifyEntity(trx, {
        fiduciaryId: investor.fid,
        entityId: investorEntity(),
        kind: 'NOTIFICATION',
        event: 'PAYMENT_ACKNOWLEDGED',
        message: 'Made while offline.',
      }),
    );
    const res = await t.app.inject({ url: `/api/v1/fid/${investor.fid}/notifications`, headers: investor.headers });
    expect(res.json().results[0]).toMatchObject({ message: 'Made while offline.', event: 'PAYMENT_ACKNOWLEDGED' });
  });

  it('never stores or pushes a row for viewers of the entity', async () => {
    const viewer = await createUser(t.db, { password: 'Viewer!2345', memberships: [] });
    await t.db
      .insertInto('membership')
      .values({
        fiduciary_id: investor.fid,
        user_id: viewer.id,
        role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_VIEWER,
        entity_id: investorEntity(),
      })
      .execute();
    const viewerCaller = await loginAs(t, viewer.email, 'Viewer!2345');
    const socket = await connect(t, viewerCaller);
    await t.db.transaction().execute((trx) =>
      notifyEntity(trx, {
        fiduciaryId: investor.fid,
        entityId: investorEntity(),
        kind: 'NOTIFICATION',
        event: 'DEAL_APPROVED',
        message: 'Not for viewers.',
      }),
    );
    await settle(t, socket);
    expect(socket.untaken()).toEqual([]);
    const rows = await t.db.selectFrom('notification').select('id').where('user_id', '=', viewer.id).execute();
    expect(rows).toEqual([]);
    socket.close();
  });

  it('closes every socket when the app closes', async () => {
    const second = await buildApp({
      config: t.config,
      db: createDb(t.config.DATABASE_URL as string, 2),
      jwtSecret: t.jwtSecret,
      storage: t.storage,
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const socket = await openSocket(
      (second.server.address() as { port: number }).port,
      investor.fid,
      await ticketFor(t, investor),
    );
    await socket.next();
    const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));
    await second.close();
    expect(await closed).toBe(1001);
  });
});

describe('ping', () => {
  afterEach(() => vi.useRealTimers());

  it('drops a socket that stops answering pings and keeps one that answers', async () => {
    // The ping rounds are driven by hand: how fast a loaded machine answers is no part of the rule.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const bare = Fastify();
    const listener = new ListenHub({ connectionString: undefined });
    await registerRealtime(bare, { db: t.db, listener } as AppContext, { pingMs: 100 });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const port = (bare.server.address() as { port: number }).port;
    const userId = (
      JSON.parse(Buffer.from(investor.access.split('.')[1] as string, 'base64url').toString()) as { sub: string }
    ).sub;
    const open = async (autoPong: boolean) => {
      const { ticket } = await issueTicket(t.db, {
        userId,
        fiduciaryId: investor.fid,
        role: 'fiduciary_investor',
        entityId: null,
        sessionId: null,
      });
      const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v1/fid/${investor.fid}/websocket?token=${ticket}`, {
        autoPong,
      });
      await new Promise((resolve, reject) => {
        ws.once('message', resolve);
        ws.once('error', reject);
      });
      return ws;
    };
    const silent = await open(false);
    const alive = await open(true);
    const dropped = new Promise((resolve) => silent.once('close', resolve));
    // One round: the server pings, the live socket answers (its pong goes out before its own ping,
    // whose answer shows that the server has read the pong).
    const round = async () => {
      const pinged = new Promise((resolve, reject) => {
        alive.once('ping', resolve);
        alive.once('close', () => reject(new Error('the socket that answers was dropped')));
      });
      vi.advanceTimersByTime(100);
      await pinged;
      const answered = once(alive, 'pong');
      alive.ping();
      await answered;
    };
    await round();
    await round();
    await dropped;
    await round();
    await round();
    expect(alive.readyState).toBe(WebSocket.OPEN);
    alive.close();
    await bare.close();
  });
});
