import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './schema.ts';

/**
 * Every schema coordinate without a description: types, fields, arguments, input fields and enum
 * values (`type X`, `X.field`, `X.field(arg)`, `X.VALUE`). Built-in scalars and introspection types are
 * described by GraphQL itself.
 */
function undescribed(target: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(target.getTypeMap())) {
    if (type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
    if (!type.description) missing.push(`type ${type.name}`);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        if ('args' in field) {
          for (const arg of field.args) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing;
}

/**
 * Still undescribed, until their modules are next edited: remove a line once it has a description
 * (the test fails when one here gained a description too, so the list only shrinks).
 */
const NOT_YET_DESCRIBED = [
  // api/src/modules/auth/auth.graphql.ts
  'type UserStatus',
  'UserStatus.ACTIVE',
  'UserStatus.BLOCKED',
  'UserStatus.DELETED',
  'type SignupInput',
  'SignupInput.email',
  'SignupInput.displayName',
  'SignupInput.password',
  'type LoginInput',
  'LoginInput.email',
  'LoginInput.password',
  'type User',
  'User.email',
  'User.displayName',
  'User.isAdmin',
  'User.status',
  'User.createdAt',
  'Mutation.signup',
  'Mutation.signup(input)',
  'Mutation.login',
  'Mutation.login(input)',
  // api/src/modules/events/events.graphql.ts
  'type EventStatus',
  'EventStatus.ACTIVE',
  'EventStatus.INACTIVE',
  'Visibility.LINK',
  'Visibility.PUBLIC',
  'EventRole.OWNER',
  'EventRole.CO_HOST',
  'type CreateEventInput',
  'CreateEventInput.slug',
  'CreateEventInput.title',
  'CreateEventInput.dateTime',
  'CreateEventInput.venueName',
  'CreateEventInput.address',
  'CreateEventInput.latitude',
  'CreateEventInput.longitude',
  'CreateEventInput.description',
  'CreateEventInput.coupleNames',
  'CreateEventInput.isPinRequired',
  'CreateEventInput.pinCode',
  'CreateEventInput.visibility',
  'CreateEventInput.rsvpEnabled',
  'CreateEventInput.rsvpDeadline',
  'CreateEventInput.contactName',
  'CreateEventInput.contactEmail',
  'CreateEventInput.contactPhone',
  'UpdateEventInput.title',
  'UpdateEventInput.dateTime',
  'UpdateEventInput.venueName',
  'UpdateEventInput.address',
  'UpdateEventInput.latitude',
  'UpdateEventInput.longitude',
  'UpdateEventInput.description',
  'UpdateEventInput.coupleNames',
  'UpdateEventInput.isPinRequired',
  'UpdateEventInput.pinCode',
  'UpdateEventInput.visibility',
  'UpdateEventInput.rsvpEnabled',
  'UpdateEventInput.rsvpDeadline',
  'UpdateEventInput.autoApprove',
  'UpdateEventInput.contactName',
  'UpdateEventInput.contactEmail',
  'UpdateEventInput.contactPhone',
  'UpdateEventInput.coverImageUrl',
  'type PinGuessing',
  'type Event',
  'Event.createdAt',
  'Event.photoCount',
  'Event.pendingPhotoCount',
  'Event.approvedPhotoCount',
  'Event.rejectedPhotoCount',
  'Event.rsvpCount',
  'type SlugCheck',
  'SlugCheck.available',
  'type DeleteEventSuccess',
  'DeleteEventSuccess.deletedEventId',
  'Query.hostedEvent(databaseId)',
  'Query.checkSlug',
  'Query.checkSlug(slug)',
  'Mutation.createEvent',
  'Mutation.createEvent(input)',
  'Mutation.updateEvent',
  'Mutation.updateEvent(id)',
  'Mutation.updateEvent(input)',
  'Mutation.setEventStatus',
  'Mutation.setEventStatus(id)',
  'Mutation.setEventStatus(status)',
  'Mutation.deleteEvent',
  'Mutation.deleteEvent(id)',
];

describe('the public schema', () => {
  it('describes every type, field, argument, input field and enum value (issue 15 item 5)', () => {
    expect(undescribed(schema).sort()).toEqual([...NOT_YET_DESCRIBED].sort());
  });
});
