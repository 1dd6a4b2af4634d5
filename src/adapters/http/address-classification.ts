import { isIP } from 'node:net';

/**
 * What an IP address reaches. Only `public` addresses are acceptable destinations for outbound requests made
 * on a caller's behalf; the rest reach our own network, the instance metadata service (169.254.169.254,
 * fd00:ec2::254) or nothing routable.
 */
export type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'special';

interface Range {
  readonly base: bigint;
  readonly prefix: number;
  readonly class: Exclude<AddressClass, 'public'>;
}

const parseIpv4 = (text: string): bigint => text.split('.').reduce((value, octet) => (value << 8n) | BigInt(Number(octet)), 0n);

const parseIpv6 = (text: string): bigint => {
  let address = text.replace(/%.*$/, ''); // zone id (fe80::1%eth0)
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (dotted) {
    const v4 = parseIpv4(dotted);
    address = address.slice(0, -dotted.length) + `${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
};

const v4 = (cidr: string, cls: Range['class']): Range => {
  const [base = '', prefix = ''] = cidr.split('/');
  return { base: parseIpv4(base), prefix: Number(prefix), class: cls };
};
const v6 = (cidr: string, cls: Range['class']): Range => {
  const [base = '', prefix = ''] = cidr.split('/');
  return { base: parseIpv6(base), prefix: Number(prefix), class: cls };
};

/** IANA special-purpose registries (RFC 6890 and successors): everything listed here is not the public internet. */
const IPV4_RANGES: readonly Range[] = [
  v4('0.0.0.0/8', 'special'),
  v4('10.0.0.0/8', 'private'),
  v4('100.64.0.0/10', 'private'), // carrier-grade NAT
  v4('127.0.0.0/8', 'loopback'),
  v4('169.254.0.0/16', 'link-local'), // includes the instance metadata service
  v4('172.16.0.0/12', 'private'),
  v4('192.0.0.0/24', 'special'),
  v4('192.0.2.0/24', 'special'), // documentation
  v4('192.88.99.0/24', 'special'), // 6to4 relay anycast
  v4('192.168.0.0/16', 'private'),
  v4('198.18.0.0/15', 'special'), // benchmarking
  v4('198.51.100.0/24', 'special'),
  v4('203.0.113.0/24', 'special'),
  v4('224.0.0.0/4', 'special'), // multicast
  v4('240.0.0.0/4', 'special'), // reserved and broadcast
];

const IPV6_RANGES: readonly Range[] = [
  v6('::1/128', 'loopback'),
  v6('::/128', 'special'),
  v6('64:ff9b:1::/48', 'private'), // local-use NAT64
  v6('100::/64', 'special'), // discard
  v6('2001::/23', 'special'), // IETF protocol assignments, Teredo
  v6('2001:db8::/32', 'special'), // documentation
  v6('fc00::/7', 'private'), // unique local, includes fd00:ec2::254
  v6('fe80::/10', 'link-local'),
  v6('fec0::/10', 'private'), // deprecated site-local
  v6('ff00::/8', 'special'), // multicast
  v6('::/96', 'special'), // deprecated IPv4-compatible
];

const inRange = (value: bigint, bits: number, range: Range): boolean =>
  value >> BigInt(bits - range.prefix) === range.base >> BigInt(bits - range.prefix);

/** IPv6 forms that carry an IPv4 address, which decides where the packet really goes. */
const EMBEDDED_IPV4: readonly { readonly range: Range; readonly shift: bigint }[] = [
  { range: v6('::ffff:0:0/96', 'special'), shift: 0n }, // IPv4-mapped
  { range: v6('::ffff:0:0:0/96', 'special'), shift: 0n }, // IPv4-translated (RFC 2765 SIIT)
  { range: v6('64:ff9b::/96', 'special'), shift: 0n }, // well-known NAT64 prefix
  { range: v6('2002::/16', 'special'), shift: 80n }, // 6to4
];

const classifyIpv4 = (value: bigint): AddressClass => IPV4_RANGES.find((r) => inRange(value, 32, r))?.class ?? 'public';

/** Classifies an IPv4 or IPv6 literal; throws on anything else. */
export const classifyAddress = (address: string): AddressClass => {
  const family = isIP(address.replace(/%.*$/, ''));
  if (family === 4) return classifyIpv4(parseIpv4(address));
  if (family !== 6) throw new TypeError(`Not an IP address: ${address}`);
  const value = parseIpv6(address);
  const embedding = EMBEDDED_IPV4.find((e) => inRange(value, 128, e.range));
  if (embedding) return classifyIpv4((value >> embedding.shift) & 0xffffffffn);
  return IPV6_RANGES.find((r) => inRange(value, 128, r))?.class ?? 'public';
};
