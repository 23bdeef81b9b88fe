// ESLint rule: no English refusals written into the API (issue 34, decision 058). A refusal a person reads
// (an error's message, a field's problem, a zod message) comes from the server's catalogs, so each caller
// reads it in their language: `new NotFoundError(message('refusals.hostNotFound'))`, `fieldProblem(field,
// message(...))`, `.min(1, says('tokens.nameRequired'))`. Reported: a string or template literal with a
// letter in it given as
// - an argument of `new <Name>Error(...)` (the AppError classes; not Error, GraphQLError and the other
//   built-ins, whose messages are for logs or carry graphql-js's own English), or the `message` of a field
//   problem in its list (`new ValidationError(words, [{ field, message: '…' }])`);
// - the words of `fieldProblem(field, '…')` or `fieldError(field, '…')`;
// - a zod message: `.min(n, '…')`, `.max(n, '…')`, `.refine(fn, '…')` and the other checks, `{ error: '…' }`
//   or `{ message: '…' }` given to them or to a `z.…(…)` schema, and `addIssue({ message: '…' })`.
// Codes pass (`'too-large'`, `'NOT_FOUND'`): one token, all lower or all upper case.
// A refusal that stays English by design (decision 058: a malformed request only an integrator's code
// sends, say) says so in a comment `english-by-design: <why>` on its line or the line above.

const LETTER = /\p{L}/u;
/** A code, not words: one lower-case token (`too-large`, `not_found`, `failed`) or an upper-case one (`ALL`). */
const CODE = /^(?:[\p{Ll}\d]+(?:[-_.][\p{Ll}\d]+)*|[\p{Lu}\d]+(?:[-_.][\p{Lu}\d]+)*)$/u;
const ESCAPE = /\benglish-by-design:\s*\S/;

/** Built-in and library errors: their messages are for logs, or wrapped in a library's own English. */
const NOT_OURS = new Set([
  'Error',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'ReferenceError',
  'EvalError',
  'URIError',
  'AggregateError',
  'GraphQLError',
]);

/** Functions taking a field and its problem's words. */
const FIELD_PROBLEMS = new Set(['fieldProblem', 'fieldError']);

/** Zod checks whose arguments may be a message (`.min(1, '…')`, `.int('…')`, `.refine(fn, '…')`). */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'nonempty',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'finite',
  'safe',
  'email',
  'url',
  'uuid',
  'regex',
  'refine',
  'superRefine',
]);

/** The literal strings an expression can produce: its own, or either branch's (`a ? 'x' : 'y'`). */
function literalTexts(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return [{ node, text: node.quasis.map((quasi) => quasi.value.cooked ?? '').join('') }];
    case 'ConditionalExpression':
      return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
    case 'LogicalExpression':
      return [...literalTexts(node.left), ...literalTexts(node.right)];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return literalTexts(node.expression);
    default:
      return [];
  }
}

/** The value of an object literal's property named `name` (`{ error: '…' }`), if it has one. */
function propertyValue(object, name) {
  if (object?.type !== 'ObjectExpression') return undefined;
  const property = object.properties.find(
    (each) =>
      each.type === 'Property' &&
      !each.computed &&
      ((each.key.type === 'Identifier' && each.key.name === name) ||
        (each.key.type === 'Literal' && each.key.value === name)),
  );
  return property?.value;
}

/** The identifier a member chain starts from: `z` for `z.coerce.number`. */
function rootOf(node) {
  let current = node;
  while (current?.type === 'MemberExpression') current = current.object;
  while (current?.type === 'CallExpression') return rootOf(current.callee);
  return current?.type === 'Identifier' ? current.name : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noEnglishRefusal = {
  meta: {
    type: 'problem',
    docs: { description: 'Refusals a person reads come from the server catalogs (docs/translation.md).' },
    schema: [],
    messages: {
      refusal:
        'Put this refusal in a server message catalog: message(id) or says(id) (docs/translation.md) ("{{text}}"). English by design? Add an `english-by-design: <why>` comment.',
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    const escaped = (node) => {
      const line = node.loc.start.line;
      return sourceCode
        .getAllComments()
        .some(
          (comment) => ESCAPE.test(comment.value) && comment.loc.end.line >= line - 1 && comment.loc.start.line <= line,
        );
    };
    const check = (expression) => {
      for (const { node, text } of literalTexts(expression)) {
        if (!LETTER.test(text) || CODE.test(text) || escaped(node)) continue;
        const shown = text.trim().replace(/\s+/g, ' ');
        context.report({
          node,
          messageId: 'refusal',
          data: { text: shown.length > 40 ? `${shown.slice(0, 39)}…` : shown },
        });
      }
    };
    /** `{ error: '…' }` and `{ message: '…' }` given as an argument. */
    const checkOptions = (argument) => {
      check(propertyValue(argument, 'error'));
      check(propertyValue(argument, 'message'));
    };
    return {
      NewExpression(node) {
        if (node.callee.type !== 'Identifier') return;
        const name = node.callee.name;
        if (!name.endsWith('Error') || NOT_OURS.has(name)) return;
        for (const argument of node.arguments) {
          check(argument);
          // A field problem in the list a ValidationError takes.
          if (argument.type === 'ArrayExpression') {
            for (const element of argument.elements) check(propertyValue(element, 'message'));
          }
        }
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type === 'Identifier' && FIELD_PROBLEMS.has(callee.name)) {
          for (const argument of node.arguments.slice(1)) check(argument);
          return;
        }
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (method === 'addIssue') {
          for (const argument of node.arguments) checkOptions(argument);
        } else if (ZOD_CHECKS.has(method)) {
          for (const argument of node.arguments) {
            check(argument);
            checkOptions(argument);
          }
        } else if (rootOf(callee) === 'z') {
          // A schema's own message: z.string({ error: '…' }), z.array(item, { error: '…' }).
          for (const argument of node.arguments) checkOptions(argument);
        }
      },
    };
  },
};

export default { rules: { 'no-english-refusal': noEnglishRefusal } };
