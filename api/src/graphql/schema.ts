// The schema index only imports: each module registers its own types and root fields.
import { builder } from './builder.ts';
import './common.ts';
import '../modules/auth/auth.graphql.ts';
import '../modules/auth/password-reset.graphql.ts';
import '../modules/auth/email-verification.graphql.ts';
import '../modules/notifications/notifications.graphql.ts';
import '../modules/api-tokens/api-tokens.graphql.ts';
import '../modules/events/events.graphql.ts';
import '../modules/events/hosts.graphql.ts';
import '../modules/events/covers.graphql.ts';
import '../modules/events/host-stats.graphql.ts';
import '../modules/guest/guest.graphql.ts';
import '../modules/rsvps/rsvps.graphql.ts';
import '../modules/uploads/uploads.graphql.ts';
import '../modules/moderation/moderation.graphql.ts';
import '../modules/moderation/event-photos.graphql.ts';
import '../modules/moderation/moderation-queue.graphql.ts';
import '../modules/tables/tables.graphql.ts';
import '../modules/albums/albums.graphql.ts';
import '../modules/contact/contact.graphql.ts';
import '../modules/admin/admin-users.graphql.ts';
import '../modules/admin/admin-events.graphql.ts';
import '../modules/admin/admin-inbox.graphql.ts';
import '../modules/admin/admin.graphql.ts';
import '../modules/webhooks/webhooks.graphql.ts';
import '../modules/system/system.graphql.ts';

export const schema = builder.toSchema({ sortSchema: false });
