import {
  getOperationAST,
  GraphQLError,
  Kind,
  OperationTypeNode,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import {
  KEY_MINTING_MUTATIONS,
  overBudgetWords,
  secondsUntilReset,
  type BudgetReport,
} from '../limits/points-budget.ts';
import type { GraphQLContext } from './context.ts';
import { nodeCountOf } from './operation-cost.ts';
import { ERROR_CODE } from './error-codes.ts';
import { render } from '../i18n/messages.ts';
import type { LoadableLocale } from '../../../common/i18n/locales.ts';

/** What `extensions.cost` of every result tells the caller (docs: "Build on the API"). */
export type CostExtension = Omit<BudgetReport, 'allowed'>;

/**
 * Spends an operation's points (its node count, at least 1) from its caller's hourly budgets before it runs,
 * over HTTP and WebSockets alike, and reports the budget in `extensions.cost` of its results. Runs after the
 * node limit, so an operation refused as too large costs nothing. Over budget: refused before any resolver
 * runs, with RATE_LIMITED, the reset time and HTTP 429.
 */
export function pointsBudgetPlugin(): Plugin<GraphQLContext> {
  const spend = async (args: ExecutionArgs) => {
    const context = args.contextValue as GraphQLContext;
    const caller = {
      apiTokenId: context.apiToken?.id ?? null,
      userId: context.viewer?.id ?? null,
      clientIp: context.clientIp,
      guestKey: context.guestBudgetKey ?? null,
    };
    const mintsKey = !caller.userId && !caller.guestKey && mintsKeyOnly(args);
    return context.services.pointsBudget.spendAs({ ...caller, mintsKey }, Math.max(1, nodeCountOf(args)));
  };
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const report = await spend(args);
      if (!report.allowed) {
        setResultAndStopExecution(refusal(report, (args.contextValue as GraphQLContext).locale));
        return undefined;
      }
      return {
        onExecuteDone({ result, setResult }) {
          // Incremental results (@defer, @stream) are not used by this schema; only single results carry it.
          if (Symbol.asyncIterator in result) return;
          setResult(withCost(result, report));
        },
      };
    },
    async onSubscribe({ args, setResultAndStopExecution }) {
      const report = await spend(args);
      if (!report.allowed) {
        setResultAndStopExecution(refusal(report, (args.contextValue as GraphQLContext).locale));
        return undefined;
      }
      // A subscription is paid once, when it starts; each event tells what the budget was then.
      return { onSubscribeResult: () => ({ onNext: ({ result, setResult }) => setResult(withCost(result, report)) }) };
    },
  };
}

/** Whether every field the operation asks is a mutation that issues a guest key (decision 064). */
function mintsKeyOnly(args: ExecutionArgs): boolean {
  const operation = getOperationAST(args.document, args.operationName);
  if (operation?.operation !== OperationTypeNode.MUTATION) return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && KEY_MINTING_MUTATIONS.has(selection.name.value),
  );
}

function costOf({ allowed: _allowed, ...cost }: BudgetReport): CostExtension {
  return cost;
}

function withCost(result: ExecutionResult, report: BudgetReport): ExecutionResult {
  return { ...result, extensions: { ...result.extensions, cost: costOf(report) } };
}

function refusal(report: BudgetReport, locale: LoadableLocale): ExecutionResult {
  const retryAfter = String(secondsUntilReset(report));
  return {
    errors: [
      new GraphQLError(render(locale, overBudgetWords(report)), {
        extensions: {
          code: ERROR_CODE.RATE_LIMITED,
          http: { status: 429, headers: { 'retry-after': retryAfter } },
        },
      }),
    ],
    extensions: { cost: costOf(report) },
  };
}
