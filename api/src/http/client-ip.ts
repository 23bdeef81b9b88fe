import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * The caller's address exactly as Fastify's `request.ip` finds it, for requests Fastify never routes
 * (WebSocket upgrades): behind a trusted proxy, the forwarded client, so per-client limits (PIN tries)
 * count guests and not the proxy.
 */
export function clientIpResolver(trust: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustFunction(trust);
  return (request) => proxyAddr(request, trusted) ?? 'unknown';
}

/**
 * Whether the request came over HTTPS, exactly as Fastify's `request.protocol` finds it, for requests
 * Fastify never routes (WebSocket upgrades): a trusted proxy's X-Forwarded-Proto (its last entry), else
 * the socket's own TLS. Cookie names (`__Host-`) depend on it.
 */
export function httpsResolver(trust: TrustProxy): (request: IncomingMessage) => boolean {
  const direct = fromTrustedProxy(trust);
  return (request) => {
    const forwarded = request.headers['x-forwarded-proto'];
    if (forwarded && direct(request)) {
      const value = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
      return value.split(',').at(-1)!.trim() === 'https';
    }
    return 'encrypted' in request.socket && request.socket.encrypted === true;
  };
}

/** Whether the request came straight from a proxy we trust (its headers about the client count). */
export function fromTrustedProxy(trust: TrustProxy): (request: IncomingMessage) => boolean {
  const trusted = trustFunction(trust);
  return (request) => {
    const peer = request.socket.remoteAddress;
    return peer !== undefined && trusted(peer, 0);
  };
}

function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  return typeof trust === 'function' ? trust : typeof trust === 'boolean' ? () => trust : proxyAddr.compile(trust);
}
