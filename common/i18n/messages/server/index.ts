// The server namespace's messages, by id: the type of every English part (decision 058). A new part
// (<part>.<locale>.json in this folder) is added here too; common/i18n/catalogs.test.ts checks.
import type answers from './answers.en.json';
import type api from './api.en.json';
import type auth from './auth.en.json';
import type downloads from './downloads.en.json';
import type email from './email.en.json';
import type errors from './errors.en.json';
import type gate from './gate.en.json';
import type hooks from './hooks.en.json';
import type inputs from './inputs.en.json';
import type moderation from './moderation.en.json';
import type preview from './preview.en.json';
import type rates from './rates.en.json';
import type refusals from './refusals.en.json';
import type superadmin from './superadmin.en.json';
import type tokens from './tokens.en.json';
import type uploads from './uploads.en.json';

export type ServerMessages = typeof answers &
  typeof api &
  typeof auth &
  typeof downloads &
  typeof email &
  typeof errors &
  typeof gate &
  typeof hooks &
  typeof inputs &
  typeof moderation &
  typeof preview &
  typeof rates &
  typeof refusals &
  typeof superadmin &
  typeof tokens &
  typeof uploads;
