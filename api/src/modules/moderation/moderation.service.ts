import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Upload, UploadStatus, User } from '../../generated/prisma/client.ts';

export const MODERATION_ACTIONS = ['APPROVED', 'REJECTED', 'PENDING'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MAX_MODERATION_BATCH = 200;

const NOT_FOUND = 'Photo not found';

/**
 * Hosts decide what guests see. Any member of the event (owner or co-host) moderates. A request is
 * all or nothing: an id that is unknown, not theirs, or of another event refuses the whole request.
 */
export class ModerationService {
  constructor(
    private readonly prisma: Db,
    private readonly audit: AuditLog,
  ) {}

  async moderate(actor: { user: User; ip: string }, rawIds: unknown, rawAction: unknown): Promise<Upload[]> {
    const action = parseAction(rawAction);
    const ids = parseIds(rawIds);
    const uploads = await this.prisma.upload.findMany({
      where: {
        id: { in: ids },
        event: { deletedAt: null, members: { some: { userId: actor.user.id } } },
      },
      select: { id: true, eventId: true, status: true },
    });
    // Unknown and not-yours look the same: ids cannot be probed.
    if (uploads.length !== ids.length)
      throw new NotFoundError(ids.length === 1 ? NOT_FOUND : 'Some photos were not found');
    const eventIds = new Set(uploads.map((upload) => upload.eventId));
    if (eventIds.size > 1) throw new ValidationError('All photos must belong to the same event.');
    const [eventId] = eventIds;

    const now = new Date();
    return this.prisma.$transaction(async (tx) => {
      await tx.upload.updateMany({
        where: { id: { in: ids } },
        data: { status: action, moderatedAt: now, moderatedById: actor.user.id },
      });
      await tx.auditLog.createMany({
        data: uploads.map((upload) => ({
          actorId: actor.user.id,
          action: `upload.${action.toLowerCase()}`,
          targetType: 'Upload',
          targetId: String(upload.id),
          metadata: { eventId: eventId!, from: upload.status, to: action },
          ip: actor.ip,
        })),
      });
      return tx.upload.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
    });
  }
}

/** SPEC §4: the action chosen becomes the status ('approve'/'reject' accepted too, for API clients). */
function parseAction(value: unknown): ModerationAction {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  const action = text === 'APPROVE' ? 'APPROVED' : text === 'REJECT' ? 'REJECTED' : text;
  if (!(MODERATION_ACTIONS as readonly string[]).includes(action)) {
    throw new ValidationError('Action must be APPROVED, REJECTED or PENDING', [
      { field: 'action', message: 'Action must be APPROVED, REJECTED or PENDING' },
    ]);
  }
  return action as UploadStatus;
}

function parseIds(value: unknown): number[] {
  const list: unknown[] = Array.isArray(value) ? value : [];
  const ids = [
    ...new Set(list.map((id): unknown => (typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : id))),
  ];
  if (ids.length === 0) throw new ValidationError('Please select at least one photo');
  if (ids.length > MAX_MODERATION_BATCH) {
    throw new ValidationError(`Select at most ${MAX_MODERATION_BATCH} photos at a time`);
  }
  if (!ids.every((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0)) {
    throw new NotFoundError('Some photos were not found');
  }
  return ids;
}
