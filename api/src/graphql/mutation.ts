import { builder } from './builder.ts';

// Every mutation answers the same way (Conventions 4): expected failures as members of a `{Name}Result`
// union, success as `{Name}Success` carrying the data in one field, or the payload type itself when it
// already is the success (directResult). Written once here, so a new mutation cannot get it subtly wrong.

type MutationFieldThunk = Parameters<typeof builder.mutationField>[1];
type MutationFieldBuilder = Parameters<MutationFieldThunk>[0];
type ErrorClass = new (...args: never[]) => Error;

/** Who may call a mutation: signed-in users, super-admins, or anyone (signup, guests). */
export type MutationScope = 'loggedIn' | 'admin' | 'anyone';

export interface MutationSpec {
  /** Signed-in users unless said otherwise. */
  scope?: MutationScope;
  /** The expected failures, answered as data. */
  errors: ErrorClass[];
  /** The success type's field holding the result; omitted: the field's own type is the success member. */
  dataField?: string;
  /** The description of `dataField`; omitted: a generic one naming the mutation. */
  dataDescription?: string;
}

type ScopeOptions = { authScopes?: { loggedIn: true } | { admin: true } };
type Named = { name: string; description: string };
type WrappedErrors = { types: ErrorClass[]; union: Named; result: Named; dataField: Named };
type DirectErrors = { types: ErrorClass[]; union: Named; directResult: true };

/** What `defineMutation` hands the field: spread it into `t.field({ ... })`. */
export type MutationOptions<S extends MutationSpec> = ScopeOptions & {
  errors: S extends { dataField: string } ? WrappedErrors : DirectErrors;
};

/** `createEvent` → `CreateEventResult` / `CreateEventSuccess`, as every mutation's union is named. */
export function mutationOptions<const S extends MutationSpec>(name: string, spec: S): MutationOptions<S> {
  const typeName = name.charAt(0).toUpperCase() + name.slice(1);
  const scope = spec.scope ?? 'loggedIn';
  const authScopes =
    scope === 'anyone'
      ? {}
      : { authScopes: scope === 'admin' ? { admin: true as const } : { loggedIn: true as const } };
  const union = {
    name: `${typeName}Result`,
    description: `What \`${name}\` answers: its success, or one of the expected failures it can meet.`,
  };
  const result = { name: `${typeName}Success`, description: `What \`${name}\` answers when it worked.` };
  const errors =
    spec.dataField === undefined
      ? { types: spec.errors, union, directResult: true as const }
      : {
          types: spec.errors,
          union,
          result,
          dataField: { name: spec.dataField, description: spec.dataDescription ?? `What \`${name}\` produced.` },
        };
  return { ...authScopes, errors } as MutationOptions<S>;
}

/**
 * Registers a mutation with the shared boilerplate; `field` adds its type, arguments and resolver:
 * `defineMutation('deleteEvent', { errors: [NotFoundError] }, (t, common) => t.field({ ...common, ... }))`.
 */
export function defineMutation<const S extends MutationSpec>(
  name: string,
  spec: S,
  field: (t: MutationFieldBuilder, common: MutationOptions<S>) => ReturnType<MutationFieldThunk>,
): void {
  const common = mutationOptions(name, spec);
  builder.mutationField(name, (t) => field(t, common));
}
