import { createHash } from 'node:crypto';
import { profileSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { createFiduciary, createUser } from './factories.ts';
import { bearer, login, type TestApp } from './helpers.ts';

let t: TestApp, fid: string;
beforeAll(async () => {
  ({ t, fid } = await demoApp());
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c50000000049454e44ae426082',
  'hex',
);
const sha = (token: string) => createHash('sha256').update(token).digest('hex');

async function upload(name: string, content: Buffer, group: string, token: string): Promise<string> {
  const boundary = '----dlprof';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/fid/${fid}/static-assets?group=${group}`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return res.json().id;
}

async function newInvestor() {
  const user = await createUser(t.db, {
    memberships: [{ fiduciary_id: fid, role: 'fiduciary_investor', entity: true }],
  });
  return { email: user.email, session: await login(t, user.email, 'Demo!2345') };
}

const patch = (access: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/fid/${fid}/profile`, headers: bearer(access), payload });
const changePassword = (access: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/fid/${fid}/profile/password`, headers: bearer(access), payload });

describe('profile: name and avatar', () => {
  it('updates the name fields with the spec messages', async () => {
    const { session } = await newInvestor();
    const ok = await patch(session.access, { first_name: 'Robin', last_name: 'Lee' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ first_name: 'Robin', last_name: 'Lee' });
    const empty = await patch(session.access, { first_name: ' ' });
    expect(empty.json().detail).toBe('first_name: First Name is required');
  });

  it('sets the avatar from an uploaded image and answers a signed link an <img> can load', async () => {
    const { session } = await newInvestor();
    const fileId = await upload('me.png', PNG, 'image', session.access);
    const res = await patch(session.access, { avatar_file_id: fileId });
    expect(res.statusCode).toBe(200);
    const profile = profileSchema.parse(res.json());
    expect(profile.avatar_url).toMatch(new RegExp(`^/api/v1/signed-files/${fileId}\\?expires=\\d+&signature=`));
    const image = await t.app.inject({ method: 'GET', url: profile.avatar_url as string });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/png');
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/fid/${fid}/profile`,
      headers: bearer(session.access),
    });
    expect(again.json().avatar_url).toBe(profile.avatar_url);
    const removed = await patch(session.access, { avatar_file_id: null });
    expect(removed.json().avatar_url).toBeNull();
  });

  it("refuses a PDF or another user's upload as avatar", async () => {
    const { session } = await newInvestor();
    const pdf = await upload('doc.pdf', PDF, 'document', session.access);
    const res = await patch(session.access, { avatar_file_id: pdf });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Please upload JPEG / PNG files only');
    const other = await newInvestor();
    const theirs = await upload('them.png', PNG, 'image', other.session.access);
    expect((await patch(session.access, { avatar_file_id: theirs })).statusCode).toBe(400);
  });
});

describe('viewer', () => {
  it('may open and edit their own profile (spec 6: my-profile/profile is a viewer route)', async () => {
    const viewer = await login(t, 'viewer@demo.test');
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/v1/fid/${fid}/profile`,
      headers: bearer(viewer.access),
    });
    expect(get.statusCode).toBe(200);
    const res = await patch(viewer.access, { first_name: 'Val' });
    expect(res.statusCode).toBe(200);
    expect(res.json().first_name).toBe('Val');
  });
});

describe('settings: password change', () => {
  it('changes the password, keeps the current session and ends the others', async () => {
    const { email, session } = await newInvestor();
    const other = await login(t, email, 'Demo!2345');
    const res = await changePassword(session.access, {
      current_password: 'Demo!2345',
      new_password: 'Better#Pass1',
      confirm_password: 'Better#Pass1',
      current_session: sha(session.refresh),
    });
    expect(res.statusCode).toBe(204);
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/token/refresh', payload: { refresh: token } });
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(200);
    await expect(login(t, email, 'Demo!2345')).rejects.toThrow();
    expect((await login(t, email, 'Better#Pass1')).access).toBeTruthy();
    const audit = await t.db.selectFrom('audit_event').select('kind').where('kind', '=', 'password_changed').execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('answers the spec messages: wrong current, policy, does not match', async () => {
    const { session } = await newInvestor();
    const wrong = await changePassword(session.access, {
      current_password: 'nope',
      new_password: 'Better#Pass1',
      confirm_password: 'Better#Pass1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Current Password is invalid.');
    const weak = await changePassword(session.access, {
      current_password: 'Demo!2345',
      new_password: 'short',
      confirm_password: 'short',
    });
    expect(weak.json().detail).toBe(
      'New Password should be at least 8 characters, should include at least 1 number, should include at least 1 special character, at least 1 upper case',
    );
    const mismatch = await changePassword(session.access, {
      current_password: 'Demo!2345',
      new_password: 'Better#Pass1',
      confirm_password: 'Better#Pass2',
    });
    expect(mismatch.json().detail).toBe('confirm_password: Confirm Password does not match');
  });

  it('is tenant guarded', async () => {
    const { session } = await newInvestor();
    const other = await createFiduciary(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/fid/${other.id}/profile/password`,
      headers: bearer(session.access),
      payload: { current_password: 'Demo!2345', new_password: 'Better#Pass1', confirm_password: 'Better#Pass1' },
    });
    expect(res.statusCode).toBe(404);
  });
});
