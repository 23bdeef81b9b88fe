import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { ERROR_CODES } from './error-codes.ts';

const API_SRC = join(import.meta.dirname, '..');
const ROOT = join(API_SRC, '../..');

/** The codes Yoga itself gives to documents that do not parse or validate (checked below). */
const YOGA_CODES = ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED'];

interface WrittenCodes {
  /** Each code value the API's code writes, with where. */
  codes: Map<string, string[]>;
  /** Places whose code the type checker cannot name (a plain `string`). */
  unresolved: string[];
}

/**
 * Every error code the API's own code writes: the `code` of an `extensions` object (GraphQL) and of an
 * answer sent with `reply.send(...)` (REST), whether written as a literal, a constant, a constant of
 * another module or a typed parameter: the type checker names the value of each. `error.name` of an
 * AppError stands for the name of every AppError class (graphql/live.ts sends expected failures so).
 */
function writtenCodes(): WrittenCodes {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const files = config.fileNames.filter(
    (file) => file.startsWith(`${API_SRC}/`) && !file.endsWith('.test.ts') && !file.includes('/generated/'),
  );
  // Only our own files: the values are our constants, and leaving node_modules out keeps this quick.
  const program = ts.createProgram(files, { ...config.options, noResolve: true, types: [] });
  const checker = program.getTypeChecker();
  const sources = program.getSourceFiles().filter((source) => files.includes(source.fileName));

  const appErrorNames = sources.flatMap((source) =>
    source.statements.filter(ts.isClassDeclaration).flatMap((declaration) => {
      // AppError itself is abstract: only its subclasses are thrown.
      const abstract = ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Abstract;
      const type = declaration.name && checker.getTypeAtLocation(declaration.name);
      return type && !abstract && isAppError(type) ? [declaration.name.text] : [];
    }),
  );
  function isAppError(type: ts.Type): boolean {
    if (type.symbol?.name === 'AppError') return true;
    return (
      (type.isClass() || (type.flags & ts.TypeFlags.Object) !== 0) &&
      checker.getBaseTypes(type as ts.InterfaceType).some(isAppError)
    );
  }

  const found: WrittenCodes = { codes: new Map(), unresolved: [] };
  for (const source of sources) {
    const visit = (node: ts.Node) => {
      if (
        (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
        node.name.getText(source) === 'code' &&
        isErrorAnswer(node.parent)
      ) {
        const where = `${relative(ROOT, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
        const value = ts.isPropertyAssignment(node) ? node.initializer : node.name;
        for (const code of valuesOf(value) ?? []) found.codes.set(code, [...(found.codes.get(code) ?? []), where]);
        if (!valuesOf(value)) found.unresolved.push(where);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;

  /** The string values an expression may have, or null when its type is a plain string. */
  function valuesOf(expression: ts.Expression | ts.Identifier): string[] | null {
    if (ts.isPropertyAccessExpression(expression) && expression.name.text === 'name') {
      if (isAppError(checker.getTypeAtLocation(expression.expression))) return appErrorNames;
    }
    const type = checker.getTypeAtLocation(expression);
    const members = type.isUnion() ? type.types : [type];
    if (!members.every((member) => member.isStringLiteral())) return null;
    return members.map((member) => member.value);
  }
}

/** An object literal that is a GraphQL error's `extensions` or (inside `.send(...)`) a REST answer. */
function isErrorAnswer(object: ts.Node): boolean {
  if (!ts.isObjectLiteralExpression(object)) return false;
  const holder = object.parent;
  if ((ts.isPropertyAssignment(holder) || ts.isVariableDeclaration(holder)) && holder.name.getText() === 'extensions')
    return true;
  for (let node: ts.Node = object; !ts.isFunctionLike(node) && !ts.isSourceFile(node); node = node.parent) {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'send'
    )
      return true;
  }
  return false;
}

describe('the error codes integrators may rely on', () => {
  const written = writtenCodes();

  it('are found where the API writes them, through constants too', () => {
    // The finder itself: a constant of another module (api-token-scopes.ts) and error.name resolve.
    expect([...written.codes.keys()]).toEqual(
      expect.arrayContaining(['INSUFFICIENT_SCOPE', 'FORBIDDEN', 'NotFoundError']),
    );
    expect(written.unresolved, 'codes whose value is a plain string: type them as ErrorCode').toEqual([]);
  });

  it('list every code the API writes, and none it does not', () => {
    const listed = Object.keys(ERROR_CODES);
    for (const [code, where] of written.codes) expect(listed, `${code} (${where.join(', ')})`).toContain(code);
    expect(listed.toSorted()).toEqual([...written.codes.keys(), ...YOGA_CODES].toSorted());
  });

  it('include the ones Yoga gives to documents that do not parse or validate', async () => {
    const app = await createTestApp();
    try {
      const parseFailed = await app.graphql('{ viewer {');
      const invalid = await app.graphql('{ noSuchField }');
      const codeOf = (answer: typeof parseFailed) =>
        (answer.body.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code;
      expect([codeOf(parseFailed), codeOf(invalid)]).toEqual(YOGA_CODES);
    } finally {
      await app.close();
    }
  });
});
