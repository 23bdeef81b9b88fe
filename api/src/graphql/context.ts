import type { Db } from '../db/client.ts';
import type { User } from '../generated/prisma/client.ts';
import type { Services } from '../services.ts';

/** What every resolver gets: the services, the signed-in user (or null) and the caller's address. */
export interface GraphQLContext {
  prisma: Db;
  services: Services;
  viewer: User | null;
  clientIp: string;
  /** Sets or clears the session cookie; a no-op over WebSockets, where cookies cannot change. */
  session: { set(token: string): void; clear(): void };
}
