import { getOperationAST, GraphQLError, OperationTypeNode, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { mayWrite, READ_ONLY_TOKEN } from '../modules/api-tokens/api-token-scopes.ts';
import type { GraphQLContext } from './context.ts';
import { render } from '../i18n/messages.ts';
import { ERROR_CODE } from './error-codes.ts';

/**
 * A read-only API token runs no mutation, whichever it is (decision 025): refused whole, before any
 * resolver runs, over HTTP and WebSockets alike. Admin fields are kept from tokens without the admin
 * scope by the user they act as (see ApiTokensService.authenticate).
 */
export function tokenScopePlugin(): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as GraphQLContext;
      if (mayWrite(context.apiToken) || !isMutation(args)) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(render(context.locale, READ_ONLY_TOKEN), {
            extensions: { code: ERROR_CODE.INSUFFICIENT_SCOPE },
          }),
        ],
      });
    },
  };
}

function isMutation(args: ExecutionArgs): boolean {
  return getOperationAST(args.document, args.operationName)?.operation === OperationTypeNode.MUTATION;
}
