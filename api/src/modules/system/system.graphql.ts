import { builder } from '../../graphql/builder.ts';

builder.queryField('supportEmail', (t) =>
  t.string({
    nullable: true,
    description:
      'The address to write to for help (SUPPORT_EMAIL, else support@ the public domain); null when this ' +
      'deployment has none (the contact form, sendContactMessage, works either way).',
    resolve: (_root, _args, context) => context.services.system.clientConfig().supportEmail,
  }),
);
