import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { asUser } from '../../../test/users.ts';

// Issue 36: a couple takes Premium themselves; business plans go to sales. The plan is recorded on the
// account and read back by the dashboard (GraphQL viewer) and by REST (/api/auth/me).

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const VIEWER_PLAN = /* GraphQL */ `
  query {
    viewer {
      plan
    }
  }
`;
const CHOOSE_PLAN = /* GraphQL */ `
  mutation ChoosePlan($plan: Plan!) {
    choosePlan(plan: $plan) {
      __typename
      ... on ChoosePlanSuccess {
        viewer {
          email
          plan
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

describe('plans', () => {
  it('starts every account on Starter', async () => {
    const couple = await signupUser(app);
    const { body } = await app.graphql(VIEWER_PLAN, {}, asUser(couple));
    expect(body.data).toEqual({ viewer: { plan: 'STARTER' } });
    const me = await app.server.inject({ method: 'GET', url: '/api/auth/me', headers: authHeaders(asUser(couple)) });
    expect(me.json()).toMatchObject({ user: { plan: 'STARTER' } });
  });

  it('lets a signed-in couple choose Premium, kept on the account and shown on the next read', async () => {
    const couple = await signupUser(app);
    // Read once first: a remembered answer must not hide the change.
    await app.graphql(VIEWER_PLAN, {}, asUser(couple));
    const chosen = await app.graphql(CHOOSE_PLAN, { plan: 'PREMIUM' }, asUser(couple));
    expect(chosen.body.data).toEqual({
      choosePlan: { __typename: 'ChoosePlanSuccess', viewer: { email: couple.email, plan: 'PREMIUM' } },
    });
    expect((await app.graphql(VIEWER_PLAN, {}, asUser(couple))).body.data).toEqual({ viewer: { plan: 'PREMIUM' } });
    const me = await app.server.inject({ method: 'GET', url: '/api/auth/me', headers: authHeaders(asUser(couple)) });
    expect(me.json()).toMatchObject({ user: { plan: 'PREMIUM' } });

    // And back to Starter (stopping Premium is as easy as taking it).
    const back = await app.graphql(CHOOSE_PLAN, { plan: 'STARTER' }, asUser(couple));
    expect(back.body.data).toMatchObject({ choosePlan: { viewer: { plan: 'STARTER' } } });
  });

  it.each(['PROFESSIONAL', 'ENTERPRISE'])('refuses %s, a business plan, pointing to sales', async (plan) => {
    const couple = await signupUser(app);
    const { body } = await app.graphql(CHOOSE_PLAN, { plan }, asUser(couple));
    expect(body.data).toEqual({
      choosePlan: {
        __typename: 'ForbiddenError',
        message: expect.stringContaining(`/contact-sales?plan=${plan.toLowerCase()}`),
      },
    });
    expect((await app.graphql(VIEWER_PLAN, {}, asUser(couple))).body.data).toEqual({ viewer: { plan: 'STARTER' } });
  });

  it('refuses choosing a plan without signing in', async () => {
    const { raw } = await app.graphql(CHOOSE_PLAN, { plan: 'PREMIUM' });
    const body = raw.json<{ data: { choosePlan: unknown } | null; errors: { extensions: { code: string } }[] }>();
    expect(body.data?.choosePlan ?? null).toBeNull();
    expect(body.errors[0]!.extensions.code).toBe('UNAUTHENTICATED');
  });
});
