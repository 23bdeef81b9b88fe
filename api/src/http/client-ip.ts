import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * The caller's address exactly as Fastify's `request.ip` finds it, for requests Fastify never routes
 * (WebSocket upgrades): behind a trusted proxy, the forwarded client, so per-client limits (PIN tries)
 * count guests and not the proxy.
 */
export function clientIpResolver(trust: TrustProxy): (request: IncomingMessage) => string {
  const trusted =
    typeof trust === 'function' ? trust : typeof trust === 'boolean' ? () => trust : proxyAddr.compile(trust);
  return (request) => proxyAddr(request, trusted) ?? 'unknown';
}
