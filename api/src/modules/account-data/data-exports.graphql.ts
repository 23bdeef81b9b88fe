import { DataExportStatus } from '../../generated/prisma/enums.ts';
import { builder } from '../../graphql/builder.ts';
import { describedEnum } from '../../graphql/described-enum.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { privateNodeId } from '../../graphql/private-node.ts';
import { ConflictError, RateLimitError } from '../../lib/errors.ts';
import { actorOf } from '../events/events.graphql.ts';
import { dataExportDownloadPath, isDownloadable, LISTED_DATA_EXPORTS } from './data-exports.service.ts';

// "Download my data" (issue 32); REST: POST and GET /api/auth/data-exports, GET …/{id}/download.

const DataExportStatusRef = describedEnum(DataExportStatus, {
  name: 'DataExportStatus',
  description: 'Where a "Download my data" archive is: being prepared, ready, failed or expired.',
  values: {
    PREPARING: 'Being built in the background; an email says when it is ready.',
    READY: 'Ready: downloadUrl gives the ZIP until expiresAt.',
    FAILED: 'It could not be built (see error); ask again.',
    EXPIRED: 'Its week is over and the file was deleted; ask again for a new one.',
  },
});

/** An archive is its account's alone: to anyone else `node(id:)` answers null, as for an id that does not exist. */
export const DataExportRef = builder.prismaNode('DataExport', {
  ...privateNodeId,
  findUnique: (id, context) => ({ id: rowIdFrom(id), userId: context.viewer?.id ?? -1 }),
  runScopesOnType: true,
  authScopes: (row, context) => context.viewer?.id === row.userId,
  description:
    'A "Download my data" archive: a ZIP of your account and, for every event you own, its settings, RSVPs, photo list and original photos and videos.',
  fields: (t) => ({
    status: t.expose('status', { type: DataExportStatusRef, description: 'Being prepared, ready, failed or expired.' }),
    requestedAt: t.expose('requestedAt', { type: 'DateTime', description: 'When you asked for it.' }),
    readyAt: t.expose('readyAt', { type: 'DateTime', nullable: true, description: 'When it was ready; null before.' }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When its file is deleted (7 days after readyAt); null until ready.',
    }),
    sizeBytes: t.float({
      nullable: true,
      description: "The ZIP's size in bytes; null until ready.",
      resolve: (row) => (row.sizeBytes === null ? null : Number(row.sizeBytes)),
    }),
    error: t.exposeString('error', { nullable: true, description: 'Why it failed, in words for you; null otherwise.' }),
    downloadUrl: t.string({
      nullable: true,
      description:
        'Where to download the ZIP (a path on this server; your session or token only); null unless READY and not expired.',
      resolve: (row) => (isDownloadable(row) ? dataExportDownloadPath(row.id) : null),
    }),
  }),
});

// Never an error: an admin loading another account gets an empty list, not a refused field (see User.apiTokens).
builder.prismaObjectField('User', 'dataExports', (t) =>
  t.relation('dataExports', {
    description: `Your "Download my data" archives, newest first (the last ${LISTED_DATA_EXPORTS}); empty for any other account.`,
    query: (_args, context) => ({
      where: { userId: context.viewer?.id ?? -1 },
      orderBy: [{ requestedAt: 'desc' }, { id: 'desc' }],
      take: LISTED_DATA_EXPORTS,
    }),
  }),
);

defineMutation(
  'requestDataExport',
  {
    errors: [ConflictError, RateLimitError],
    dataField: 'dataExport',
    dataDescription: 'The archive being prepared (PREPARING).',
  },
  (t, common) =>
    t.field({
      ...common,
      type: DataExportRef,
      description:
        'Asks for a ZIP of your data ("Download my data"): it is built in the background and mailed when ready, then downloadable for 7 days. ConflictError while one is being prepared; at most 3 a day (RateLimitError).',
      resolve: (_root, _args, context) => context.services.dataExports.requestExport(actorOf(context)),
    }),
);
