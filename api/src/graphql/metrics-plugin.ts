import { getOperationAST, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Metrics } from '../metrics/metrics.ts';

/** Counts and times each executed operation, and keeps the number of open subscriptions. */
export function metricsPlugin(metrics: Metrics): Plugin {
  const operationOf = (args: ExecutionArgs) => getOperationAST(args.document, args.operationName);
  return {
    onExecute({ args }) {
      const operation = operationOf(args);
      const labels = { type: operation?.operation ?? 'unknown', name: metrics.operationLabel(operation?.name?.value) };
      const started = performance.now();
      return {
        onExecuteDone({ result }) {
          const failed = 'errors' in result && Array.isArray(result.errors) && result.errors.length > 0;
          metrics.graphqlOperations.inc({ ...labels, outcome: failed ? 'error' : 'ok' });
          metrics.graphqlDuration.observe(labels, (performance.now() - started) / 1000);
        },
      };
    },
    onSubscribe({ args }) {
      const operation = operationOf(args);
      metrics.graphqlOperations.inc({
        type: 'subscription',
        name: metrics.operationLabel(operation?.name?.value),
        outcome: 'ok',
      });
      return {
        onSubscribeResult({ result }) {
          // An async iterator is a stream that now stays open; anything else was an immediate error.
          if (!(Symbol.asyncIterator in result)) return undefined;
          metrics.openSubscriptions.inc();
          return { onEnd: () => metrics.openSubscriptions.dec() };
        },
      };
    },
  };
}
