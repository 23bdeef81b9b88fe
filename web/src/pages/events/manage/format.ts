import type { MessageId } from '../../../i18n/i18n';

/** A host's role as a message id ('Owner', 'Co-host'). */
export function roleLabel(role: string): MessageId {
  return role === 'OWNER' ? 'manage.role.owner' : 'manage.role.coHost';
}
