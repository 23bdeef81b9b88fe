import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './schema.ts';
import {
  CHANGELOG_FILE,
  changelogCoordinates,
  coordinateOf,
  releasedSchema,
  schemaChanges,
  unreleasedNotes,
} from './schema-compat.ts';

describe('the public schema against the last released one (schema.released.graphql)', () => {
  it('breaks nothing integrators use: removals only of what was deprecated first', async () => {
    const { breaking } = await schemaChanges(releasedSchema(), schema);
    expect(breaking.map((change) => change.message)).toEqual([]);
  });

  it('has every change since the release recorded under "Unreleased" in CHANGELOG.md', async () => {
    const { changes } = await schemaChanges(releasedSchema(), schema);
    const notes = unreleasedNotes(readFileSync(CHANGELOG_FILE, 'utf8'));
    const unrecorded = changelogCoordinates(changes).filter((coordinate) => !notes.includes(`\`${coordinate}\``));
    expect(unrecorded).toEqual([]);
  });
});

describe('the compatibility check', () => {
  const released = buildSchema(`
    type Query {
      event(slug: String!): Event
      old: String @deprecated(reason: "Use event.")
    }
    type Event { title: String!, venue: String, legacyId: Int @deprecated(reason: "Use id.") }
    enum Status { ACTIVE, PAUSED @deprecated(reason: "Use INACTIVE."), INACTIVE }
  `);

  it('refuses a removed field, a changed type and a new required argument', async () => {
    const changed = buildSchema(`
      type Query { event(slug: String!, year: Int!): Event, old: String @deprecated(reason: "Use event.") }
      type Event { title: Int!, legacyId: Int @deprecated(reason: "Use id.") }
      enum Status { ACTIVE, PAUSED, INACTIVE }
    `);
    const { breaking } = await schemaChanges(released, changed);
    expect(breaking.map((change) => change.path).sort()).toEqual(['Event.title', 'Event.venue', 'Query.event.year']);
  });

  it('lets deprecated fields and enum values go, and anything be added', async () => {
    const changed = buildSchema(`
      type Query { event(slug: String!, year: Int): Event, events: [Event!]! }
      type Event { title: String!, venue: String, id: ID }
      enum Status { ACTIVE, INACTIVE, ARCHIVED }
    `);
    const { breaking, changes } = await schemaChanges(released, changed);
    expect(breaking).toEqual([]);
    expect(changes.map(coordinateOf)).toEqual(expect.arrayContaining(['Query.old', 'Event.legacyId', 'Query.events']));
  });
});
