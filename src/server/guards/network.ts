import { isIPv4, isIPv6 } from 'node:net';

/** An address without the IPv4-mapped prefix (`::ffff:203.0.113.5` is `203.0.113.5`). */
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** The first `count` groups of an IPv6 address, `::` expanded and leading zeros dropped. */
function ipv6Head(address: string, count: number): string {
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return groups
    .slice(0, count)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':');
}

/**
 * A visitor's address cut to its network, as a speed test's result keeps it: /24 for IPv4
 * (203.0.113.0/24), /48 for IPv6 (2001:db8:1::/48). Enough to tell the ISP's own lines from
 * others, not to find a person. '' for anything else.
 */
export function networkOf(address: string): string {
  const plain = unmapped(address);
  if (isIPv4(plain)) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(plain)) return '';
  return `${ipv6Head(plain, 3)}::/48`;
}

/**
 * The client an address stands for, as every limit counts it: an IPv4 address as it is, an IPv6
 * address by its /64 (one line or household is handed a whole /64, and picks addresses in it at
 * will: 2001:db8:1:2::/64). Anything else as it is.
 */
export function clientOf(address: string): string {
  const plain = unmapped(address);
  if (!isIPv6(plain)) return plain;
  return `${ipv6Head(plain, 4)}::/64`;
}
