import { graphql, useFragment } from 'react-relay/hooks';
import type { DashboardGreeting_user$key } from '../../__generated__/DashboardGreeting_user.graphql';
import { useT } from '../../i18n/useT';

const fragment = graphql`
  fragment DashboardGreeting_user on User {
    displayName
    email
  }
`;

/** displayName, or the part of the email before the at-sign (SPEC §2). */
export function greetingName(user: { displayName: string; email: string }): string {
  return user.displayName.trim() || user.email.split('@')[0] || user.email;
}

export function DashboardGreeting({ user }: { user: DashboardGreeting_user$key }) {
  const data = useFragment(fragment, user);
  const t = useT();
  return (
    <h1 className="font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
      {t('dashboard.greeting', { name: greetingName(data) })}
    </h1>
  );
}
