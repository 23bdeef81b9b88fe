import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ApiTokenRow_token$key } from '../../__generated__/ApiTokenRow_token.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDay, formatTime } from '../../format';
import { useRevokeApiTokenMutation } from './RevokeApiTokenMutation';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

const fragment = graphql`
  fragment ApiTokenRow_token on ApiToken {
    id
    name
    scopes
    prefix
    createdAt
    expiresAt
    expired
    lastUsedAt
    lastUsedAddress
  }
`;

const SCOPE_LABELS: Record<string, MessageId> = {
  READ: 'apiTokens.scopeRead',
  WRITE: 'apiTokens.scopeWrite',
  ADMIN: 'apiTokens.scopeAdmin',
};

/** One token: what it may do, when it was made, expires and was last used; and its Revoke button. */
export function ApiTokenRow({
  token,
  connectionId,
  onError,
}: {
  token: ApiTokenRow_token$key;
  connectionId: string;
  onError: (message: string | null) => void;
}) {
  const t = useT();
  const data = useFragment(fragment, token);
  // A scope a newer server knows and this page not yet: its own name.
  const scopeLabel = (scope: string) => {
    const label = SCOPE_LABELS[scope];
    return label ? t(label) : scope.toLowerCase();
  };
  const [confirming, setConfirming] = useState(false);
  const [revoke, busy] = useRevokeApiTokenMutation();

  const confirm = async () => {
    onError(null);
    const outcome = await revoke({ variables: { id: data.id, connections: [connectionId] } });
    setConfirming(false);
    if (!outcome.ok) onError(outcome.message ?? t('apiTokens.revokeFailed'));
  };

  return (
    <li className="flex flex-col gap-3 border-b border-stone-200 py-4 last:border-b-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-medium break-words text-stone-900">{data.name}</h3>
        <p className="mt-0.5 font-mono text-xs text-stone-500">{data.prefix}…</p>
        <p className="mt-1 flex flex-wrap gap-1.5" aria-label={t('apiTokens.scopes')}>
          {data.scopes.map((scope) => (
            <span key={scope} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
              {scopeLabel(scope)}
            </span>
          ))}
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-stone-600">
          <dt>{t('apiTokens.created')}</dt>
          <dd>{formatDay(data.createdAt)}</dd>
          <dt>{t('apiTokens.expires')}</dt>
          <dd className={data.expired ? 'font-medium text-rose-700' : undefined}>
            {data.expiresAt
              ? data.expired
                ? t('apiTokens.expiredOn', { date: formatDay(data.expiresAt) })
                : formatDay(data.expiresAt)
              : t('apiTokens.never')}
          </dd>
          <dt>{t('apiTokens.lastUsed')}</dt>
          <dd className="break-words">
            {data.lastUsedAt
              ? data.lastUsedAddress
                ? t('apiTokens.lastUsedFrom', { time: formatTime(data.lastUsedAt), address: data.lastUsedAddress })
                : formatTime(data.lastUsedAt)
              : t('apiTokens.never')}
          </dd>
        </dl>
      </div>
      <button
        type="button"
        className="btn-secondary self-start"
        aria-label={t('apiTokens.revokeNamed', { name: data.name })}
        onClick={() => setConfirming(true)}
      >
        {t('apiTokens.revoke')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('apiTokens.revokeTitle')}
        confirmLabel={t('apiTokens.revokeConfirm')}
        danger
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        {t('apiTokens.revokeText', { name: data.name })}
      </ConfirmDialog>
    </li>
  );
}
