/** The first `count` words of `text`, with '...' when anything was cut. */
export function truncateWords(text: string | undefined | null, count: number): string {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}...` : words.join(' ');
}
