import { isIPv4, isIPv6 } from 'node:net';

/**
 * A visitor's address cut to its network, as a speed test's result keeps it: /24 for IPv4
 * (203.0.113.0/24), /48 for IPv6 (2001:db8:1::/48). Enough to tell the ISP's own lines from
 * others, not to find a person. '' for anything else.
 */
export function networkOf(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIPv4(plain)) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(plain)) return '';
  // Expand '::' so the first three groups are the real ones.
  const [head, tail = ''] = plain.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 3)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/48`;
}
