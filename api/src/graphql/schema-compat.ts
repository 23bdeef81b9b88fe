import { readFileSync } from 'node:fs';
import { diff, CriticalityLevel, type Change as AnyChange, type ChangeType } from '@graphql-inspector/core';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';

/** The schema as last released to integrators; `npm run schema:release` moves it forward. */
export const RELEASED_SCHEMA_FILE = new URL('../../../schema.released.graphql', import.meta.url).pathname;
export const CHANGELOG_FILE = new URL('../../../CHANGELOG.md', import.meta.url).pathname;

/** A change of any kind (the library's default type parameter is `any`). */
type Change = AnyChange<(typeof ChangeType)[keyof typeof ChangeType]>;

export function releasedSchema(): GraphQLSchema {
  return buildSchema(readFileSync(RELEASED_SCHEMA_FILE, 'utf8'));
}

/** What changed since `released`, and which of the changes would break an integrator's operations. */
export async function schemaChanges(released: GraphQLSchema, current: GraphQLSchema) {
  const changes = (await diff(released, current)) as Change[];
  return {
    changes,
    breaking: changes.filter(
      (change) => change.criticality.level === CriticalityLevel.Breaking && !deprecatedBefore(released, change),
    ),
  };
}

/**
 * A field, input field, argument or enum value may go once it was deprecated in a released schema:
 * integrators were told. Any other breaking change (a type changed, a required argument added) may not.
 */
function deprecatedBefore(released: GraphQLSchema, change: Change): boolean {
  const { type } = change;
  if (!/_REMOVED$/.test(type) || !change.path) return false;
  const [typeName = '', member = '', argument] = change.path.split('.');
  const releasedType = released.getType(typeName);
  if (isObjectType(releasedType) || isInterfaceType(releasedType)) {
    const field = releasedType.getFields()[member];
    if (!field) return false;
    if (argument === undefined) return Boolean(field.deprecationReason);
    return Boolean(field.args.find((arg) => arg.name === argument)?.deprecationReason);
  }
  if (isInputObjectType(releasedType)) return Boolean(releasedType.getFields()[member]?.deprecationReason);
  if (isEnumType(releasedType)) return Boolean(releasedType.getValue(member)?.deprecationReason);
  return false;
}

/**
 * The coordinates CHANGELOG.md must name for these changes: a new type is named once, not with each of
 * its fields; changes of documentation only need no entry.
 */
export function changelogCoordinates(changes: readonly Change[]): string[] {
  const addedTypes = new Set(changes.filter((change) => change.type === 'TYPE_ADDED').map((change) => change.path));
  const coordinates = changes
    .map(coordinateOf)
    .filter((coordinate): coordinate is string => coordinate !== null)
    .map((coordinate) => {
      const typeName = coordinate.split('.')[0] ?? coordinate;
      return addedTypes.has(typeName) ? typeName : coordinate;
    });
  return [...new Set(coordinates)];
}

/** The "Unreleased" section of CHANGELOG.md: where schema changes are recorded until a release. */
export function unreleasedNotes(changelog: string): string {
  const start = changelog.indexOf('## Unreleased');
  if (start === -1) return '';
  const next = changelog.indexOf('\n## ', start + 1);
  return changelog.slice(start, next === -1 ? undefined : next);
}

/**
 * The schema coordinate a change is about (`Type`, `Type.field`), as the changelog names it; null for
 * changes of documentation only (descriptions), which integrators read in the schema itself.
 */
export function coordinateOf(change: Change): string | null {
  const { type } = change;
  if (!change.path || type.includes('DESCRIPTION')) return null;
  return change.path.split('.').slice(0, 2).join('.');
}
