import { useCallback } from 'react';
import type { ContactStatus } from '../../__generated__/AdminUpdateContactMessageMutation.graphql';
import { useAdminDeleteContactMessageMutation } from './AdminDeleteContactMessageMutation';
import { outcomeText, useAdminBanner } from './adminBanner';
import { useAdminUpdateContactMessageMutation } from './AdminUpdateContactMessageMutation';
import { useT } from '../../i18n/useT';

/** Set a message's status and delete it, with SPEC §8's messages on failure; true when it worked. */
export function useMessageActions() {
  const t = useT();
  const { report } = useAdminBanner();
  const [update, updating] = useAdminUpdateContactMessageMutation();
  const [commitDelete, deleting] = useAdminDeleteContactMessageMutation();

  const setStatus = useCallback(
    async (id: string, status: ContactStatus): Promise<boolean> => {
      const outcome = await update({ variables: { id, status } });
      if (!outcome.ok) report(outcomeText(outcome, t('adminInbox.updateFailed')));
      return outcome.ok;
    },
    [update, report, t],
  );

  const remove = useCallback(
    async (id: string): Promise<boolean> => {
      const outcome = await commitDelete({ variables: { id } });
      if (!outcome.ok) report(outcomeText(outcome, t('adminInbox.deleteFailed')));
      return outcome.ok;
    },
    [commitDelete, report, t],
  );

  return { setStatus, remove, busy: updating || deleting };
}
