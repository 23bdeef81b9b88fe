import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { ContactMessageRef, ContactPriorityRef, ContactStatusRef } from '../contact/contact.graphql.ts';
import { adminActorOf } from './admin-actor.ts';

// The support inbox's changes (admin.contactMessages lists it). Auth failures are thrown; expected
// refusals are data.

defineMutation(
  'adminUpdateContactMessage',
  {
    scope: 'admin',
    errors: [ValidationError, NotFoundError],
    dataField: 'contactMessage',
    dataDescription: 'The message as it is now.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: ContactMessageRef,
      description: 'Set the status or priority of an inbox message (absent: unchanged).',
      args: {
        id: t.arg.globalID({ required: true, for: ContactMessageRef, description: 'The message (ContactMessage.id).' }),
        status: t.arg({ type: ContactStatusRef, description: 'The new status; absent: unchanged.' }),
        priority: t.arg({ type: ContactPriorityRef, description: 'The new priority; absent: unchanged.' }),
      },
      resolve: (_root, { id, status, priority }, context) =>
        context.services.admin.updateContactMessage(adminActorOf(context), rowIdFrom(id.id), {
          ...(status ? { status } : {}),
          ...(priority ? { priority } : {}),
        }),
    }),
);

const DeletedContactMessageRef = builder
  .objectRef<{ deletedContactMessageId: string }>('AdminDeleteContactMessageSuccess')
  .implement({
    description: 'What `adminDeleteContactMessage` answers when it worked.',
    fields: (t) => ({
      deletedContactMessageId: t.exposeID('deletedContactMessageId', {
        description: 'The id of the message, now gone.',
      }),
    }),
  });

defineMutation('adminDeleteContactMessage', { scope: 'admin', errors: [NotFoundError] }, (t, common) =>
  t.field({
    ...common,
    type: DeletedContactMessageRef,
    description: 'Delete an inbox message for good.',
    args: {
      id: t.arg.globalID({ required: true, for: ContactMessageRef, description: 'The message (ContactMessage.id).' }),
    },
    resolve: async (_root, { id }, context) => {
      await context.services.admin.deleteContactMessage(adminActorOf(context), rowIdFrom(id.id));
      return { deletedContactMessageId: encodeGlobalID(id.typename, id.id) };
    },
  }),
);
