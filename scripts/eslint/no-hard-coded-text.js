// ESLint rule: no words written into the web app's JSX (issue 34). Every text a person reads comes from a
// message catalog (docs/translation.md), so it can be read in each language; English typed into a
// component would show to a Turkish reader as it is. Reported: JSX text with a letter in it, a string (or
// template) with a letter as a child expression, and the same in the attributes a person reads or hears
// (aria-label, aria-description, title, placeholder, alt, label). Whitespace, punctuation, numbers and
// emoji pass, and so does one URL or path standing alone (`https://`, `/e/{slug}`): no language words it.
// For other words that are not text (an icon font's ligature, a code sample), write a comment
// `not-text: <why>` on the line, or the line above.

/** Attributes read aloud or shown: their literal values are text a person gets. */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']);
const LETTER = /\p{L}/u;
const ESCAPE = /\bnot-text:\s*\S/;
/** A message id ('docs.eventsTitle'), which a component of ours (capitalised) takes and translates itself. */
const MESSAGE_ID = /^[a-z][A-Za-z0-9]*\.[A-Za-z0-9_.]+$/;
/** One URL or path, nothing else: `https://`, `/e/`, `mailto:hello@example.com`. */
const URL_OR_PATH = /^\s*(?:[a-z][a-z+.-]*:\/\/|mailto:|tel:|\/)\S*\s*$/i;

/** The literal strings an expression can produce: its own, or either branch's (`open ? 'Close' : 'Open'`). */
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
      return literalTexts(node.right);
    case 'JSXExpressionContainer':
      return literalTexts(node.expression);
    default:
      return [];
  }
}

/** @type {import('eslint').Rule.RuleModule} */
export const noHardCodedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Text a person reads comes from a message catalog (docs/translation.md).' },
    schema: [],
    messages: {
      text: 'Put this text in a message catalog: docs/translation.md ("{{text}}"). Not text? Add a `not-text: <why>` comment.',
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
    const check = (node, text) => {
      if (!LETTER.test(text) || URL_OR_PATH.test(text) || escaped(node)) return;
      const shown = text.trim().replace(/\s+/g, ' ');
      context.report({ node, messageId: 'text', data: { text: shown.length > 40 ? `${shown.slice(0, 39)}…` : shown } });
    };
    const isChild = (node) => node.parent?.type === 'JSXElement' || node.parent?.type === 'JSXFragment';
    return {
      JSXText(node) {
        check(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (isChild(node)) for (const each of literalTexts(node.expression)) check(each.node, each.text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !TEXT_ATTRIBUTES.has(name)) return;
        const element = node.parent?.name;
        const component = element?.type === 'JSXIdentifier' && /^[A-Z]/.test(element.name);
        for (const each of literalTexts(node.value)) {
          if (component && MESSAGE_ID.test(each.text)) continue;
          check(each.node, each.text);
        }
      },
    };
  },
};

export default { rules: { 'no-hard-coded-text': noHardCodedText } };
