import DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from './context.ts';

/**
 * The loader `store` holds for this execution, made with `batch` the first time it is asked for. Kept for
 * one execution only (a query, a mutation's answer, one message of a subscription: graphql-js runs each
 * with its own root value), so an answer never mixes rows from before and after a change, and a
 * subscription's long-lived context never serves old ones. Without a root value, the context stands for it.
 */
export function executionLoader<K, V>(
  store: WeakMap<object, DataLoader<K, V>>,
  context: GraphQLContext,
  info: GraphQLResolveInfo,
  batch: DataLoader.BatchLoadFn<K, V>,
): DataLoader<K, V> {
  const execution = typeof info.rootValue === 'object' && info.rootValue !== null ? info.rootValue : context;
  let loader = store.get(execution);
  if (!loader) {
    loader = new DataLoader(batch);
    store.set(execution, loader);
  }
  return loader;
}
