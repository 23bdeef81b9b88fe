import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ApiTokenRow_token$key } from '../../__generated__/ApiTokenRow_token.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDay, formatTime } from '../../format';
import { useRevokeApiTokenMutation } from './RevokeApiTokenMutation';

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

const SCOPE_LABELS: Record<string, string> = { READ: 'read', WRITE: 'write', ADMIN: 'admin' };

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
  const data = useFragment(fragment, token);
  const [confirming, setConfirming] = useState(false);
  const [revoke, busy] = useRevokeApiTokenMutation();

  const confirm = async () => {
    onError(null);
    const outcome = await revoke({ variables: { id: data.id, connections: [connectionId] } });
    setConfirming(false);
    if (!outcome.ok) onError(outcome.message ?? 'The token could not be revoked. Please try again.');
  };

  return (
    <li className="flex flex-col gap-3 border-b border-stone-200 py-4 last:border-b-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-medium break-words text-stone-900">{data.name}</h3>
        <p className="mt-0.5 font-mono text-xs text-stone-500">{data.prefix}…</p>
        <p className="mt-1 flex flex-wrap gap-1.5" aria-label="Scopes">
          {data.scopes.map((scope) => (
            <span key={scope} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
              {SCOPE_LABELS[scope] ?? scope.toLowerCase()}
            </span>
          ))}
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-stone-600">
          <dt>Created</dt>
          <dd>{formatDay(data.createdAt)}</dd>
          <dt>Expires</dt>
          <dd className={data.expired ? 'font-medium text-rose-700' : undefined}>
            {data.expiresAt ? `${data.expired ? 'Expired ' : ''}${formatDay(data.expiresAt)}` : 'Never'}
          </dd>
          <dt>Last used</dt>
          <dd className="break-words">
            {data.lastUsedAt
              ? `${formatTime(data.lastUsedAt)}${data.lastUsedAddress ? ` from ${data.lastUsedAddress}` : ''}`
              : 'Never'}
          </dd>
        </dl>
      </div>
      <button
        type="button"
        className="btn-secondary self-start"
        aria-label={`Revoke ${data.name}`}
        onClick={() => setConfirming(true)}
      >
        Revoke
      </button>
      <ConfirmDialog
        open={confirming}
        title="Revoke this token?"
        confirmLabel="Revoke Token"
        danger
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        Scripts using “{data.name}” are refused from their next request on, and its live connections end. This cannot be
        undone.
      </ConfirmDialog>
    </li>
  );
}
