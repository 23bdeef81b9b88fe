import {
  getArgumentValues,
  getNamedType,
  getOperationAST,
  GraphQLError,
  isCompositeType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  Kind,
  type ExecutionArgs,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLOutputType,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ERROR_CODE } from './error-codes.ts';
import { translate } from '../i18n/messages.ts';
import { DEFAULT_LOCALE, type LoadableLocale } from '../../../common/i18n/locales.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../lib/pagination.ts';

/**
 * The most objects one operation may ask for, counted before it runs (as GitHub counts "nodes"): each
 * object-valued field counts once per parent it is read for, and a list multiplies what is under it by the
 * number of items it may return. `myEvents(first: 10) { photos(first: 20) { … } }` is about 420 objects;
 * 15 aliases of `myEvents(first: 100) { photos(first: 100) }` are about 300,000.
 */
export const MAX_OPERATION_NODES = 50_000;

// A connection returns DEFAULT_PAGE_SIZE items when neither `first` nor `last` is given, and at most
// MAX_PAGE_SIZE (the builder's defaultConnectionSize and maxConnectionSize, from the same module).
/** Plain lists (a dashboard's recent users, an event's hosts) are short; counted as a page. */
const PLAIN_LIST_SIZE = DEFAULT_PAGE_SIZE;

interface Walk {
  args: ExecutionArgs;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

const counted = new WeakMap<ExecutionArgs, number>();

/** operationNodeCount, worked out once per execution (the node limit and the points budget both read it). */
export function nodeCountOf(args: ExecutionArgs): number {
  let nodes = counted.get(args);
  if (nodes === undefined) {
    nodes = operationNodeCount(args);
    counted.set(args, nodes);
  }
  return nodes;
}

/** How many objects the operation `args` names may return at most, `first`/`last` read from literals or variables. */
export function operationNodeCount(args: ExecutionArgs): number {
  const operation = getOperationAST(args.document, args.operationName);
  if (!operation) return 0;
  const root = args.schema.getRootType(operation.operation);
  if (!root) return 0;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of args.document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  const walk: Walk = { args, fragments, variables: args.variableValues ?? {} };
  return countSelection(walk, root, operation.selectionSet, 1);
}

/**
 * Objects under `selectionSet` of `parent`, read `times` times (once per parent object). `listSize`: how many
 * items a plain list under it returns, when a field above named them by `ids` (a mutation's result's list).
 */
function countSelection(
  walk: Walk,
  parent: GraphQLCompositeType,
  selectionSet: SelectionSetNode,
  times: number,
  listSize = PLAIN_LIST_SIZE,
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.args.schema.getType(selection.typeCondition.name.value) : parent;
      if (type && isCompositeType(type)) total += countSelection(walk, type, selection.selectionSet, times, listSize);
    } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = walk.fragments[selection.name.value];
      const type = fragment && walk.args.schema.getType(fragment.typeCondition.name.value);
      if (fragment && type && isCompositeType(type)) {
        total += countSelection(walk, type, fragment.selectionSet, times, listSize);
      }
    } else if (selection.selectionSet && !selection.name.value.startsWith('__')) {
      // Unions have no fields of their own (only __typename); their members are read through fragments.
      if (!isObjectType(parent) && !isInterfaceType(parent)) continue;
      const field = parent.getFields()[selection.name.value];
      const type = field && getNamedType(field.type);
      if (!field || !type || !isCompositeType(type)) continue;
      const { own, perItem, lists } = itemsPerParent(walk, parent, field, selection, listSize);
      total += times * own + countSelection(walk, type, selection.selectionSet, times * perItem, lists);
    }
  }
  return total;
}

/**
 * What one read of `field` costs: `own` objects for the field itself, how many times what is under it is
 * read, and how long the plain lists under it are (`lists`). A connection is one object whose edges and
 * nodes are read once per item of its page.
 */
function itemsPerParent(
  walk: Walk,
  parent: GraphQLCompositeType,
  field: GraphQLField<unknown, unknown>,
  node: Parameters<typeof getArgumentValues>[1],
  listSize: number,
): { own: number; perItem: number; lists: number } {
  let values: Record<string, unknown> = {};
  try {
    values = getArgumentValues(field, node, walk.variables);
  } catch {
    // Bad arguments fail at execution with their own error; count them as the default.
  }
  const page = [values.first, values.last].find((value): value is number => typeof value === 'number');
  if (field.args.some((arg) => arg.name === 'first' || arg.name === 'last')) {
    return { own: 1, perItem: Math.min(Math.max(page ?? DEFAULT_PAGE_SIZE, 0), MAX_PAGE_SIZE), lists: PLAIN_LIST_SIZE };
  }
  if (Array.isArray(values.ids)) {
    const named = values.ids.length;
    // `nodes(ids:)` is the list of them; a mutation's one result (`moderateUploads(ids:)`) holds them in a
    // list under it: counted once, not once per id for each of them (5,000 photos approved were 105,000).
    if (isList(field.type)) return { own: named, perItem: named, lists: PLAIN_LIST_SIZE };
    return { own: 1, perItem: 1, lists: named };
  }
  // A connection's edges and nodes are already read once per item of its page.
  if (!isList(field.type) || parent.name.endsWith('Connection')) return { own: 1, perItem: 1, lists: listSize };
  return { own: listSize, perItem: listSize, lists: PLAIN_LIST_SIZE };
}

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

/** The caller's language (the GraphQL context's; English for a context without one). */
function localeOf(args: ExecutionArgs): LoadableLocale {
  return (args.contextValue as { locale?: LoadableLocale } | undefined)?.locale ?? DEFAULT_LOCALE;
}

/**
 * Refuses, before any resolver runs, an operation that may return more than `maxNodes` objects, with the
 * count in the message. Runs at execute and subscribe time, when variables are known (a validation rule
 * would see `first: $n` without its value).
 */
export function operationCostPlugin(options: { maxNodes: number } = { maxNodes: MAX_OPERATION_NODES }): Plugin {
  const check = (args: ExecutionArgs) => {
    const nodes = nodeCountOf(args);
    if (nodes <= options.maxNodes) return null;
    return {
      errors: [
        new GraphQLError(translate(localeOf(args), 'api.operationTooLarge', { nodes, max: options.maxNodes }), {
          extensions: {
            code: ERROR_CODE.QUERY_TOO_LARGE,
            cost: { requestedNodes: nodes, maxNodes: options.maxNodes },
          },
        }),
      ],
    };
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refusal = check(args);
      if (refusal) setResultAndStopExecution(refusal);
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refusal = check(args);
      if (refusal) setResultAndStopExecution(refusal);
    },
  };
}
