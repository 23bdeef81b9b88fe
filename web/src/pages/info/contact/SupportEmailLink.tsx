import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { SupportEmailLinkQuery } from '../../../__generated__/SupportEmailLinkQuery.graphql';

const query = graphql`
  query SupportEmailLinkQuery {
    supportEmail
  }
`;

/**
 * The deployment's support address (SUPPORT_EMAIL), as a mailto link. Nothing while it loads, when the
 * deployment has none, or when it cannot be asked: the form beside it reaches the inbox all the same.
 */
export function SupportEmailLink() {
  const environment = useRelayEnvironment();
  const [supportEmail, setSupportEmail] = useState<string | null>(null);
  useEffect(() => {
    const subscription = fetchQuery<SupportEmailLinkQuery>(environment, query, {}).subscribe({
      next: (data) => setSupportEmail(data.supportEmail ?? null),
      error: () => setSupportEmail(null),
    });
    return () => subscription.unsubscribe();
  }, [environment]);
  if (!supportEmail) return null;
  return (
    <p className="mt-2 font-medium break-all">
      <a href={`mailto:${supportEmail}`} className="text-link">
        {supportEmail}
      </a>
    </p>
  );
}
