import DataLoader from 'dataloader';
import type { Db } from '../db/client.ts';
import type { EventRole, User } from '../generated/prisma/client.ts';
import type { GuestBudgetKey, GuestKeyJar } from '../modules/guest/guest-key.ts';
import type { DevicePasses } from '../modules/guest/guest-pass.ts';
import type { TableSeat } from '../modules/tables/table-seat.ts';
import type { ApiTokenGrant } from '../modules/api-tokens/api-token-scopes.ts';
import type { Services } from '../services.ts';
import type { RequestUploads } from './uploads.ts';
import type { LoadableLocale, Locale } from '../../../common/i18n/locales.ts';

/** What every resolver gets: the services, the signed-in user (or null) and the caller's address. */
export interface GraphQLContext {
  prisma: Db;
  services: Services;
  viewer: User | null;
  /** The API token the viewer authenticated with (id and scopes: budgets key by it); null otherwise. */
  apiToken: ApiTokenGrant | null;
  clientIp: string;
  /** Origin for links we hand out (share links, QR codes): PUBLIC_URL, else the request's own origin. */
  origin: string;
  /** Sets or clears the session cookie; a no-op over WebSockets, where cookies cannot change. */
  session: { set(token: string): void; clear(): void };
  /** The guest's key for an event (decision 040): read, and issued or renewed (a no-op over WebSockets). */
  guestKeys: GuestKeyJar;
  /**
   * The guest key the caller's points are charged to (decision 061): the first key cookie we signed, for
   * whichever event; over WebSockets, the upgrade request's.
   */
  guestBudgetKey?: GuestBudgetKey | null;
  /** The guest's device passes (decision 043): read, and granted on a right PIN (a no-op over WebSockets). */
  devicePasses: DevicePasses;
  /** The table the guest's browser joined (decision 046): read, and remembered (a no-op over WebSockets). */
  tableSeat: TableSeat;
  loaders: Loaders;
  /** Files of a multipart request, behind the tokens the Upload scalar passes to resolvers. */
  uploads: RequestUploads;
  /**
   * The language of the messages a person reads in the answer (errors' `message`): the caller's
   * Accept-Language, then the `lang` cookie; over WebSockets the operation's `extensions.acceptLanguage`
   * first (api/src/i18n/request-locale.ts). Codes never change with it.
   */
  locale: LoadableLocale;
  /**
   * The language the caller says its page shows, null when it names none we speak (statedLocale and
   * socketOperationLocales in api/src/i18n/request-locale.ts): kept with a guest's answer for the mails
   * it asks for.
   */
  statedLocale: Locale | null;
}

export interface Loaders {
  /** The viewer's role on an event (null: not a member), batched per tick so lists cost one query. */
  eventRole: DataLoader<number, EventRole | null>;
  /**
   * Events this operation already read through the viewer's member check (`hostedEvent`), with the viewer id
   * it was checked for: their auth scopes need no second read of the role (issue 35, the uploads tab).
   */
  checkedMember: Map<number, number>;
}

/** Whether the viewer hosts the event: known from the operation's own member-checked read, else batched. */
export async function viewerHosts(eventId: number, context: GraphQLContext): Promise<boolean> {
  const viewerId = context.viewer?.id;
  if (viewerId !== undefined && context.loaders.checkedMember.get(eventId) === viewerId) return true;
  return (await context.loaders.eventRole.load(eventId)) !== null;
}

export function createGraphQLContext(base: Omit<GraphQLContext, 'loaders'>): GraphQLContext {
  const context: GraphQLContext = { ...base, loaders: undefined as unknown as Loaders };
  context.loaders = {
    // The viewer may change during an operation (login); the loader reads it at call time.
    eventRole: new DataLoader(async (eventIds) => {
      const viewerId = context.viewer?.id;
      if (viewerId === undefined) return eventIds.map(() => null);
      const rows = await context.services.events.rolesOf(viewerId, [...eventIds]);
      return eventIds.map((id) => rows.get(id) ?? null);
    }),
    checkedMember: new Map(),
  };
  return context;
}
