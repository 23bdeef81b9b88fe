import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { message, render, type Message } from '../../i18n/messages.ts';
import { MAX_WEBHOOK_URL_LENGTH } from './webhook-topics.ts';

// SSRF guard (decision 026): unless ALLOW_PRIVATE_WEBHOOKS=true, a webhook may only reach the public
// internet. Every address a target resolves to is checked at send time, and the request connects to the
// checked address, so a DNS answer that changes between the check and the connection (rebinding) gains
// nothing.

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // IPv4-mapped addresses (::ffff:a.b.c.d) are checked as the IPv4 address they carry (mappedIpv4).
  ['::', 96], // IPv4-compatible (deprecated; some stacks still route ::a.b.c.d to a.b.c.d), ::, ::1
  ['::ffff:0:0:0', 96], // IPv4-translated (SIIT): reaches the IPv4 address it embeds
  ['64:ff9b::', 96], // NAT64: reaches whatever IPv4 address it embeds
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo: embeds an IPv4 server and client
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (with or without a dotted IPv4 tail, `::` expanded). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d, in either spelling) carries, or null. */
function mappedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).some((group) => group !== 0) || groups[5] !== 0xffff) return null;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether a literal IP address is one a webhook may never reach (unless private targets are allowed). */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  // Checked as the IPv4 address it carries, whatever BlockList makes of the spelling.
  const mapped = mappedIpv4(address);
  if (mapped) return BLOCKED.check(mapped, 'ipv4');
  return BLOCKED.check(address, 'ipv6');
}

/** Resolves a name to every address it has (the system resolver; tests pass a fake DNS). */
export type TargetLookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface TargetPolicy {
  /**
   * ALLOW_PRIVATE_WEBHOOKS=true (development, the tests' receiver on 127.0.0.1): private and loopback
   * targets, and plain http to localhost, are allowed. Otherwise, the default everywhere: https to public
   * addresses only.
   */
  allowPrivate: boolean;
  /** The resolver to ask at send time; the system's unless a test brings its own. */
  lookup?: TargetLookup;
}

/**
 * Why a delivery did not go out (stored with it: decision 058 keeps stored delivery reasons in English, as
 * integrators read them); the same English as the refusal a host meets when saving such a URL.
 */
export const TARGET_REFUSED = 'This URL points to a private or local address, which webhooks may not reach.';

const systemLookup: TargetLookup = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** The URL's host as an IP literal without IPv6 brackets, or null for a name. */
function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : null;
}

/** Why a webhook URL is refused at creation (or when it is changed), or null when it is acceptable. */
export function webhookUrlRefusal(raw: string, policy: TargetPolicy): Message | null {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) return message('hooks.urlTooLong', { max: MAX_WEBHOOK_URL_LENGTH });
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return message('hooks.urlInvalid');
  }
  if (url.username || url.password) return message('hooks.urlCredentials');
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local && policy.allowPrivate)) {
    return message('hooks.urlHttps');
  }
  if (policy.allowPrivate) return null;
  const literal = literalAddress(url);
  if (literal ? isBlockedAddress(literal) : url.hostname === 'localhost' || url.hostname.endsWith('.localhost')) {
    return message('hooks.targetRefused');
  }
  return null;
}

/** The refusal of webhookUrlRefusal in English, or null. */
export function webhookUrlProblem(raw: string, policy: TargetPolicy): string | null {
  const refusal = webhookUrlRefusal(raw, policy);
  return refusal && render('en', refusal);
}

/**
 * The address to connect to for a URL: its literal IP, or the first its name resolves to. Unless private
 * targets are allowed, every address the name resolves to must be public, or the target is refused
 * (throws TARGET_REFUSED).
 */
export async function resolveTarget(url: URL, policy: TargetPolicy): Promise<{ address: string; family: number }> {
  const literal = literalAddress(url);
  const addresses = literal
    ? [{ address: literal, family: isIP(literal) }]
    : await (policy.lookup ?? systemLookup)(url.hostname);
  if (addresses.length === 0) throw new Error(`${url.hostname} does not resolve.`);
  if (!policy.allowPrivate && addresses.some(({ address }) => isBlockedAddress(address))) {
    throw new Error(TARGET_REFUSED);
  }
  return addresses[0]!;
}
