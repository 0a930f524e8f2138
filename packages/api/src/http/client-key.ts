import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key every per-client limit counts by (docs/decisions.md, "Limits keyed on IPv6 /64"): an IPv4
 * address as is; an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) as its IPv4; any other IPv6 address
 * as its /64 network (`2001:db8:1:2::/64`), since one subscriber's /64 gives them all its addresses.
 * Anything else (no address known) is kept as given.
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, ''); // a zone (fe80::1%eth0) is not part of the address
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const h = hextets(address);
  if (h.slice(0, 5).every((x) => x === 0) && h[5] === 0xffff) return `${h[6]! >> 8}.${h[6]! & 0xff}.${h[7]! >> 8}.${h[7]! & 0xff}`;
  return `${h.slice(0, 4).map((x) => x.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, an embedded IPv4 tail as two groups). */
function hextets(address: string): number[] {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((x) => parseInt(x, 16)) : []);
  const left = part(head);
  const right = part(tail);
  return tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
