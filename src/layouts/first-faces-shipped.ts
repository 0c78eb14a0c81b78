// The shapes of the words of the product's own Nepali text and demo content, shipped with it: what a
// word shapes to depends only on the font and HarfBuzz, so it is shaped once here rather than by every
// fresh clone's first build (about 10 s of CPU for the demo's 910 words, docs/performance.md). Each file
// is named as the shaping cache names its own (weight, font's hash, HarfBuzz's release, way of shaping):
// after a new font or HarfBuzz none matches, and the words are shaped as before until the files are
// made again (tests/unit/layouts/first-faces-shipped.test.ts says how).
const FILES = import.meta.glob<Record<string, number[]>>('./first-faces-words/*.json', {
  eager: true,
  import: 'default',
});

/** The shipped words for a shaping cache file's name, or none. */
export function shippedWords(cacheFileName: string): Record<string, number[]> {
  return FILES[`./first-faces-words/${cacheFileName}`] ?? {};
}
