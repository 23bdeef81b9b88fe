import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { MAX_WEBHOOK_URL_LENGTH } from './webhook-topics.ts';

// SSRF guard (decision 026): in production a webhook may only reach the public internet. Every address a
// target resolves to is checked at send time, and the request connects to the checked address, so a DNS
// answer that changes between the check and the connection (rebinding) gains nothing.

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // IPv4-mapped addresses (::ffff:a.b.c.d) need no rule: BlockList checks them against the IPv4 rules.
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64, the same
  ['2002::', 16], // 6to4, the same
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** Whether a literal IP address is one a webhook may never reach in production. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family === 6) return BLOCKED.check(address, 'ipv6');
  return true;
}

export interface TargetPolicy {
  /** Production: https only and public addresses only. Otherwise http://localhost is allowed (tests). */
  production: boolean;
}

export const TARGET_REFUSED = 'This URL points to a private or local address, which webhooks may not reach.';

/** The URL's host as an IP literal without IPv6 brackets, or null for a name. */
function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : null;
}

/** Why a webhook URL is refused at creation, or null when it is acceptable. */
export function webhookUrlProblem(raw: string, policy: TargetPolicy): string | null {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) return `The URL may have at most ${MAX_WEBHOOK_URL_LENGTH} characters.`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a full URL starting with https://.';
  }
  if (url.username || url.password) return 'The URL may not contain a user name or password.';
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local && !policy.production)) {
    return 'The URL must start with https://.';
  }
  if (!policy.production) return null;
  const literal = literalAddress(url);
  if (literal ? isBlockedAddress(literal) : url.hostname === 'localhost' || url.hostname.endsWith('.localhost')) {
    return TARGET_REFUSED;
  }
  return null;
}

/**
 * The address to connect to for a URL: its literal IP, or the first its name resolves to. In production
 * every address the name resolves to must be public, or the target is refused (throws).
 */
export async function resolveTarget(url: URL, policy: TargetPolicy): Promise<{ address: string; family: number }> {
  const literal = literalAddress(url);
  const addresses = literal
    ? [{ address: literal, family: isIP(literal) }]
    : await lookup(url.hostname, { all: true, verbatim: true });
  if (addresses.length === 0) throw new Error(`${url.hostname} does not resolve.`);
  if (policy.production && addresses.some(({ address }) => isBlockedAddress(address))) {
    throw new Error(TARGET_REFUSED);
  }
  return addresses[0]!;
}
