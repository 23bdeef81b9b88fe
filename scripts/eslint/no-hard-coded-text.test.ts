import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noHardCodedText } from './no-hard-coded-text.js';

// RuleTester writes its cases as tests through whatever describe/it it is given.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const error = (text: string) => ({ messageId: 'text', data: { text } });

tester.run('no-hard-coded-text', noHardCodedText, {
  valid: [
    // Words from the catalog.
    "const A = () => <button aria-label={t('gallery.close')}>{t('gallery.open')}</button>;",
    '<T id="page.madeWith" components={{ 0: <a href="/" /> }} />',
    // A component of ours taking a message id to translate.
    '<Guide title="docs.eventsTitle" />',
    // Whitespace, punctuation, numbers, emoji: nothing to translate.
    '<p>\n  {name}{" "}· {count} — 100%{\'…\'} ❤️ 🎉 ({index + 1}/{total})\n</p>',
    '<img alt="" src={url} />',
    '<span title={event.title} aria-label={`${count}`} />',
    // Attributes nobody reads: class names, ids, test hooks, types, routes.
    '<input className="rounded border px-3" type="email" name="email" autoComplete="email" id="email" />',
    '<a href="/help" data-testid="help-link" rel="noopener noreferrer" target="_blank" />',
    "<div className={open ? 'block' : 'hidden'} role=\"status\" />",
    // A URL or a path standing alone.
    '<a href={url}>/e/{slug}</a>',
    '<input type="url" placeholder="https://" />',
    '<a href={mail}>mailto:hello@example.com</a>',
    '<JoinCard label={`${host}/e/${slug}`} />',
    // A child expression that is not a literal (a user's own words, a number).
    '<p>{guest.name}{message.text}</p>',
    // Not text, said so: an icon font's ligature.
    '<span className="material-symbols">{/* not-text: icon ligature */}close</span>',
    '// not-text: a ligature of the icon font\nconst Icon = () => <span className="material-symbols">favorite</span>;',
    '<code>\n  {/* not-text: a code sample */}\n  {`curl -H "Authorization: Bearer $TOKEN"`}\n</code>',
  ],
  invalid: [
    { code: '<p>Event not found</p>', errors: [error('Event not found')] },
    // A DOM element shows its title as written: an id there would show as an id.
    { code: '<abbr title="docs.eventsTitle">{count}</abbr>', errors: [error('docs.eventsTitle')] },
    { code: '<button>\n  Save   changes\n</button>', errors: [error('Save changes')] },
    { code: '<p>{name} shared a photo</p>', errors: [error('shared a photo')] },
    { code: '<p>Ünlü ağaç</p>', errors: [error('Ünlü ağaç')] },
    { code: '<dt>Email:</dt>', errors: [error('Email:')] },
    { code: '<p>Open /e/{slug} on your phone</p>', errors: [error('Open /e/'), error('on your phone')] },
    { code: '<input placeholder="https://example.com or a path" />', errors: [error('https://example.com or a path')] },
    { code: "<p>{'Loading…'}</p>", errors: [error('Loading…')] },
    { code: "<p>{busy ? 'Saving…' : 'Save'}</p>", errors: [error('Saving…'), error('Save')] },
    { code: "<p>{count === 1 ? 'photo' : t('x.photos')}</p>", errors: [error('photo')] },
    { code: '<p>{`${count} photos`}</p>', errors: [error('photos')] },
    { code: '<button aria-label="Close">×</button>', errors: [error('Close')] },
    { code: "<button aria-label={'Close'} />", errors: [error('Close')] },
    {
      code: "<button aria-label={open ? 'Close menu' : 'Open menu'} />",
      errors: [error('Close menu'), error('Open menu')],
    },
    { code: "<span aria-description={note || 'No note'} />", errors: [error('No note')] },
    {
      code: '<abbr title="Personal identification number">PIN</abbr>',
      errors: [error('Personal identification number'), error('PIN')],
    },
    { code: '<input placeholder="Your name" />', errors: [error('Your name')] },
    { code: '<img alt="The couple" src={url} />', errors: [error('The couple')] },
    { code: '<TextField label="Email" name="email" />', errors: [error('Email')] },
    { code: '<TextField label={`Table ${n}`} />', errors: [error('Table')] },
    {
      code: '<p>This text is very long and will be shortened in the message shown</p>',
      errors: [error('This text is very long and will be shor…')],
    },
    // The escape hatch covers its own line and the next, not the whole file.
    {
      code: '// not-text: icon\nconst a = <i>close</i>;\n\nconst b = <p>Close</p>;',
      errors: [{ ...error('Close'), line: 4 }],
    },
    // A comment without a reason is no escape.
    { code: '<span>{/* not-text: */}close</span>', errors: [error('close')] },
  ],
});
