import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../common/paths';
import { translate, type MessageId } from '../../i18n/i18n';
import type { AuthResult } from './authResult';

/**
 * What both auth forms do with an attempt's result: signed in → the dashboard; refused → the server's
 * message; failed → the form's own fallback (SPEC §8: 'Login failed', 'Signup failed').
 */
export function useAuthOutcome(failedText: MessageId) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const settle = async (result: AuthResult) => {
    switch (result.kind) {
      case 'success':
        await navigate(paths.dashboard.href(), { replace: true });
        return;
      case 'rejected':
        setError(result.message);
        return;
      case 'failed':
        setError(translate(failedText));
        return;
    }
  };
  return { error, setError, settle };
}
