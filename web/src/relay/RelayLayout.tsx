import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Outlet } from 'react-router';
import { environment } from './environment';

/**
 * The layout route of every page that uses Relay (sign-in, dashboard, event management, admin, the
 * contact forms). Loaded lazily with the first such page, so the public pages never load the Relay
 * runtime (docs/decisions/021).
 */
export function Component() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}
