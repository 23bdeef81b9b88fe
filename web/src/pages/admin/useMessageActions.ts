import { useCallback } from 'react';
import type { adminMessageMutationsDeleteMutation } from '../../__generated__/adminMessageMutationsDeleteMutation.graphql';
import type {
  ContactStatus,
  adminMessageMutationsUpdateMutation,
} from '../../__generated__/adminMessageMutationsUpdateMutation.graphql';
import { messageOf } from '../../relay/resultMessage';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { failureText, useAdminBanner } from './adminBanner';
import { deleteMessageMutation, updateMessageMutation } from './adminMessageMutations';

/** Set a message's status and delete it, with SPEC §8's messages on failure; true when it worked. */
export function useMessageActions() {
  const { report } = useAdminBanner();
  const [commitUpdate, updating] = usePromiseMutation<adminMessageMutationsUpdateMutation>(updateMessageMutation);
  const [commitDelete, deleting] = usePromiseMutation<adminMessageMutationsDeleteMutation>(deleteMessageMutation);

  const setStatus = useCallback(
    async (id: string, status: ContactStatus): Promise<boolean> => {
      try {
        const { adminUpdateContactMessage: result } = await commitUpdate({ variables: { id, status } });
        if (result.__typename === 'AdminUpdateContactMessageSuccess') return true;
        report(messageOf(result, 'Failed to update contact message'));
      } catch (error) {
        report(failureText(error, 'Failed to update contact message'));
      }
      return false;
    },
    [commitUpdate, report],
  );

  const remove = useCallback(
    async (id: string): Promise<boolean> => {
      try {
        const { adminDeleteContactMessage: result } = await commitDelete({ variables: { id } });
        if (result.__typename === 'AdminDeleteContactMessageSuccess') return true;
        report(messageOf(result, 'Failed to delete contact message'));
      } catch (error) {
        report(failureText(error, 'Failed to delete contact message'));
      }
      return false;
    },
    [commitDelete, report],
  );

  return { setStatus, remove, busy: updating || deleting };
}
