import { readFileSync } from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';
import { projectPath } from '../lib/build-layout.ts';
import { ERROR_CODE } from './error-codes.ts';

/**
 * The operations of our own web app, by id (docs/decisions/042): relay-compiler writes every query,
 * mutation and subscription text to this manifest under the SHA-256 of the text, and the web app sends
 * only that id. The server reads the manifest (it never imports a web/ artifact); `npm run relay`
 * keeps it exact, and `npm run check:generated` fails when it is stale.
 */
export const PERSISTED_OPERATIONS_FILE = projectPath('common', 'generated', 'persisted-operations.json');

/** How a client names a persisted operation: the APQ extension, which Yoga reads from a GET URL and a POST body. */
export interface PersistedQueryExtension {
  persistedQuery: { version: 1; sha256Hash: string };
}

export function persistedQueryExtension(id: string): PersistedQueryExtension {
  return { persistedQuery: { version: 1, sha256Hash: id } };
}

/** One operation of the manifest. */
export interface PersistedOperation {
  id: string;
  name: string;
  text: string;
}

export class PersistedOperations {
  private readonly byId: ReadonlyMap<string, PersistedOperation>;
  private readonly byName: ReadonlyMap<string, PersistedOperation>;

  constructor(manifest: Record<string, string>) {
    const operations = Object.entries(manifest).map(([id, text]) => ({ id, text, name: operationNameOf(id, text) }));
    this.byId = new Map(operations.map((operation) => [operation.id, operation]));
    this.byName = new Map(operations.map((operation) => [operation.name, operation]));
  }

  static load(file = PERSISTED_OPERATIONS_FILE): PersistedOperations {
    return new PersistedOperations(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  }

  /** The text of the operation with this id, or undefined when the web app never had it. */
  textOf(id: string): string | undefined {
    return this.byId.get(id)?.text;
  }

  /** An operation by its name (`EventPageQuery`): for the server's own use of the page's query. */
  named(name: string): PersistedOperation {
    const operation = this.byName.get(name);
    if (!operation) throw new Error(`No persisted operation is named ${name} (run npm run relay)`);
    return operation;
  }

  /** Every operation of the web app. */
  all(): PersistedOperation[] {
    return [...this.byId.values()];
  }
}

/** Relay names every operation after its file: `query EventPageQuery(` → EventPageQuery. */
function operationNameOf(id: string, text: string): string {
  const name = /^(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(text)?.[1];
  if (!name) throw new Error(`Persisted operation ${id} has no operation name`);
  return name;
}

/** The manifest of this checkout or build, read once. */
let shared: PersistedOperations | undefined;
export function persistedOperations(): PersistedOperations {
  shared ??= PersistedOperations.load();
  return shared;
}

/** What a client that sent an id we never issued is told (an old page after a deploy, most likely). */
export const UNKNOWN_PERSISTED_OPERATION =
  'Unknown persisted operation: this page may be older than the server. Reload it.';

/**
 * Runs the web app's operations by id (`extensions.persistedQuery.sha256Hash`, over GET or POST). Full
 * query texts stay open to every caller, anonymous ones included: integrators log in and sign up
 * anonymously, and GraphiQL explores the public fields; what bounds any text is the same depth, alias,
 * token, node and points limits (docs/decisions/042). An id we never issued is a 400 that says so.
 */
export function persistedOperationsPlugin(operations: PersistedOperations): Plugin {
  return usePersistedOperations({
    allowArbitraryOperations: true,
    getPersistedOperation: (id) => operations.textOf(id) ?? null,
    // The manifest's texts were validated against this very schema when relay-compiler wrote them; they
    // still go through validation, where the depth and alias limits live.
    skipDocumentValidation: false,
    customErrors: {
      notFound: {
        message: UNKNOWN_PERSISTED_OPERATION,
        extensions: { code: ERROR_CODE.PERSISTED_QUERY_NOT_FOUND, http: { status: 400 } },
      },
      keyNotFound: {
        message: 'Send a query, or a persisted operation id as extensions.persistedQuery.sha256Hash.',
        extensions: { code: ERROR_CODE.BAD_USER_INPUT, http: { status: 400 } },
      },
    },
  });
}
