import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noEnglishRefusal } from './no-english-refusal.js';

// RuleTester writes its cases as tests through whatever describe/it it is given.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const error = (text: string) => ({ messageId: 'refusal', data: { text } });

tester.run('no-english-refusal', noEnglishRefusal, {
  valid: [
    // Words from the catalogs.
    "throw new NotFoundError(message('superadmin.userNotFound'));",
    "throw new ValidationError(refusal, [fieldProblem('status', refusal)]);",
    "throw new RateLimitError(60, message('errors.tooManyAttempts'));",
    'new ForbiddenError();',
    "const Name = z.string({ error: says('tokens.nameRequired') }).trim().min(1, says('tokens.nameRequired'));",
    "z.object({}).refine((value) => value.a !== undefined, says('superadmin.statusOrPriority'));",
    "ctx.addIssue({ code: 'custom', message: says('inputs.guestbookPhotoNotYours') });",
    "fieldProblem('expiresAt', message('tokens.expiryFuture'));",
    // A constant or variable: its own definition is where words would be (message(...)).
    'throw new NotFoundError(WEBHOOK_NOT_FOUND);',
    // Errors for logs and libraries' own errors are not refusals a person reads here.
    "throw new Error('unreadable webhook secret');",
    "throw new TypeError('expected a string');",
    "throw new GraphQLError('DateTime must be an ISO-8601 string');",
    // Literals without a letter, and literals that are not messages.
    "throw new ValidationError(message('x.y'), [{ field: 'url', message: `${''}` }]);",
    "const max = Math.max(1, 2); const s = text.startsWith('Bearer ');",
    "z.enum(['ALL', 'PENDING']);",
    "reply.send({ message: 'Not found.' });",
    // Codes: one token, all lower or all upper case.
    "throw new VideoRejectedError('too-large'); throw new TranscodeError('failed', details);",
    "throw new ValidationError(message('x.y'), [], { field: 'albumId' }); z.string({ error: 'INVALID' });",
    // English by design, said so.
    "// english-by-design: a malformed multipart request only an integrator's code sends\nthrow new ValidationError('Batched operations are not supported.');",
    "throw new ValidationError(`Invalid GraphQL multipart request: ${detail}`); // english-by-design: a library's detail",
  ],
  invalid: [
    { code: "throw new NotFoundError('User not found');", errors: [error('User not found')] },
    {
      code: "throw new ForbiddenError('You cannot remove your own admin rights.');",
      errors: [error('You cannot remove your own admin rights.')],
    },
    {
      code: 'throw new ConflictError(`At most ${max} webhooks are allowed here; delete one first.`);',
      errors: [error('At most webhooks are allowed here; dele…')],
    },
    { code: "throw new AuthError(locked ? 'Account locked' : message('auth.x'));", errors: [error('Account locked')] },
    { code: "throw new RateLimitError(60, 'Too many attempts');", errors: [error('Too many attempts')] },
    { code: "throw new EventInactiveError('This event is inactive.');", errors: [error('This event is inactive.')] },
    {
      code: "throw new ValidationError(words, [{ field: 'status', message: 'Status must be ALL' }]);",
      errors: [error('Status must be ALL')],
    },
    { code: "fieldProblem('url', 'Enter a full URL');", errors: [error('Enter a full URL')] },
    { code: "throw fieldError('subject', `Subject is required`);", errors: [error('Subject is required')] },
    { code: "z.string().min(1, 'Name is required');", errors: [error('Name is required')] },
    {
      code: 'z.string().max(100, `Name must be at most ${max} characters`);',
      errors: [error('Name must be at most characters')],
    },
    { code: "z.coerce.number().int('Must be whole');", errors: [error('Must be whole')] },
    {
      code: "schema.refine((value) => ok(value), 'Send a status or a priority');",
      errors: [error('Send a status or a priority')],
    },
    { code: "schema.refine((value) => ok(value), { message: 'Send one' });", errors: [error('Send one')] },
    { code: "z.string({ error: 'Name is required' });", errors: [error('Name is required')] },
    {
      code: "z.array(z.enum(TOPICS), { error: 'Choose at least one topic.' });",
      errors: [error('Choose at least one topic.')],
    },
    { code: "z.coerce.number({ error: 'eventId must be a number' });", errors: [error('eventId must be a number')] },
    {
      code: "ctx.addIssue({ code: 'custom', message: 'Pick a photo of yours' });",
      errors: [error('Pick a photo of yours')],
    },
    { code: "ctx.addIssue({ code: 'custom', message: 'Ünlü ağaç' });", errors: [error('Ünlü ağaç')] },
    // One capitalised word is a word, not a code.
    { code: "throw new ForbiddenError('Forbidden');", errors: [error('Forbidden')] },
    {
      code: "throw new ValidationError('This text is very long and will be shortened in the message shown');",
      errors: [error('This text is very long and will be shor…')],
    },
    // The escape covers its own line and the next, and needs a reason.
    {
      code: "// english-by-design: why\nconst a = 1;\n\nthrow new NotFoundError('Gone');",
      errors: [{ ...error('Gone'), line: 4 }],
    },
    { code: "// english-by-design:\nthrow new NotFoundError('Gone');", errors: [error('Gone')] },
  ],
});
