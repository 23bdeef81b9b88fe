import type { ApiTokenScope } from '../../generated/prisma/enums.ts';
import { message, type Message } from '../../i18n/messages.ts';

/**
 * What a request made with an API token may do (decision 025), next to the user's own rights: READ runs
 * queries and GET calls (every token has it), WRITE adds mutations and other methods, ADMIN adds admin
 * calls for tokens of admins. The authenticated token's id and scopes travel on the request and the
 * GraphQL context (budgets are keyed by it); null for cookie and session requests.
 */
export interface ApiTokenGrant {
  id: number;
  scopes: readonly ApiTokenScope[];
}

export const READ_ONLY_TOKEN = message('tokens.readOnly');
export const NO_ADMIN_SCOPE = message('tokens.noAdminScope');

/** Sessions may change whatever their user may; a token only with the write scope. */
export function mayWrite(grant: ApiTokenGrant | null): boolean {
  return grant === null || grant.scopes.includes('WRITE');
}

/** Sessions of admins reach admin calls; a token only with the admin scope (and an admin owner). */
export function mayAdminister(grant: ApiTokenGrant | null): boolean {
  return grant === null || grant.scopes.includes('ADMIN');
}

/** The GraphQL endpoint's route (graphql/server.ts). */
export const GRAPHQL_ROUTE = '/graphql';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Where the REST admin calls live (admin.rest.ts); they check the (scope-limited) user again. */
const ADMIN_REST_PREFIX = '/api/superadmin/';

/**
 * Why a REST call made with `grant` is refused for want of a scope, or null. GraphQL is checked per
 * operation instead (a POST may be a query), by the GraphQL server. `route` is the pattern the router
 * matched (`request.routeOptions.url`), never the raw URL: the router decodes `/api/%73uperadmin/…` to
 * the admin route, so a check of the raw text would let that spelling past.
 */
export function scopeRefusalOf(method: string, route: string, grant: ApiTokenGrant): Message | null {
  if (route === GRAPHQL_ROUTE) return null;
  if (route.startsWith(ADMIN_REST_PREFIX) && !mayAdminister(grant)) return NO_ADMIN_SCOPE;
  if (!SAFE_METHODS.has(method) && !mayWrite(grant)) return READ_ONLY_TOKEN;
  return null;
}
