// @vitest-environment node
import { loginResponseSchema, loginRoute } from '@dl/contracts';
import { describe, expect, it } from 'vitest';
import { session } from '#web/test/factories.ts';
import { expectSameAsSchema } from '#web/test/wire-cases.ts';
import { LOGIN_ENDPOINT, parseLoginResponse } from './login.ts';

describe('login without zod', () => {
  it('reads the answer as loginResponseSchema does: a session or a one-time-code challenge', () => {
    const challenge = { otp_required: true, otp_token: 'ticket', detail: 'Enter the code.' };
    expectSameAsSchema(parseLoginResponse, loginResponseSchema, [session(), challenge]);
  });

  it("calls loginRoute's address", () => {
    expect(LOGIN_ENDPOINT).toEqual({ method: loginRoute.method, url: loginRoute.url });
  });
});
