import type { Settings } from '../lib/settings/schema.ts';

type Json = Record<string, unknown>;

/** A JSON-LD object as the text of a <script type="application/ld+json">, safe from `</script>`. */
export function jsonLdText(data: Json): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** schema.org Organization for every page, described in the page's language. */
export function organizationJsonLd(
  site: Settings,
  origin: string,
  words: { legalName: string; description: string; offices: { name: string; address: string }[] } = site,
): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: words.legalName,
    description: words.description,
    url: new URL('/', origin).href,
    logo: new URL(site.logo ? '/icon-512.png' : '/favicon.svg', origin).href,
    email: site.email || undefined,
    telephone: site.phone || undefined,
    foundingDate: String(site.foundedBs - 57),
    sameAs: site.social.map((s) => s.href),
    address: words.offices
      .filter((o) => o.address)
      .map((o) => ({
        '@type': 'PostalAddress',
        name: o.name,
        streetAddress: o.address,
        addressCountry: 'NP',
      })),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        telephone: site.phone || undefined,
        email: site.supportEmail || site.email || undefined,
        contactType: 'customer support',
        areaServed: 'NP',
        availableLanguage: ['en', 'ne'],
      },
    ],
  };
}

/** schema.org FAQPage for /faq. */
export function faqPageJsonLd(faqs: { question: string; answer: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}
