import type { GraphQLContext } from '../../graphql/context.ts';
import type { AdminActor } from './admin.service.ts';

/** Who is acting, as the admin service takes it (it checks the admin right itself). */
export const adminActorOf = (context: GraphQLContext): AdminActor => ({ user: context.viewer, ip: context.clientIp });
