import { describe, expect, it } from 'vitest';
import { faqPageJsonLd, jsonLdText, organizationJsonLd } from '../../../src/layouts/json-ld.ts';
import { DEFAULT_SETTINGS as site } from '../../../src/lib/settings/defaults.ts';

describe('JSON-LD', () => {
  it('describes the organisation with both offices and its social profiles', () => {
    const org = organizationJsonLd(site, 'https://example.np');
    expect(org['@type']).toBe('Organization');
    expect(org.url).toBe('https://example.np/');
    expect(org.address).toHaveLength(2);
    expect(org.sameAs).toEqual(site.social.map((s) => s.href));
  });
  it('lists every question of the FAQ page', () => {
    const ld = faqPageJsonLd([{ question: 'Q?', answer: 'A.' }]);
    expect(ld).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
  });
  it('cannot close its script element', () => {
    const text = jsonLdText({ answer: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text).answer).toBe('</script><script>alert(1)</script>');
  });
});
