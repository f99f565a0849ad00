/**
 * schema.org objects for the page head (rendered by Base's `jsonLd` prop). Pure: callers pass
 * the site origin and the settings they already hold.
 */
type Org = {
  name: string;
  description?: string;
  email: string;
  phone: string;
  social: { url: string }[];
  address: { street: string; locality: string; city: string; state: string; pincode: string; country: string };
};
type JsonLd = Record<string, unknown>;

export function organizationJsonLd(origin: string, org: Org): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: org.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    ...(org.description ? { description: org.description } : {}),
    email: org.email,
    telephone: org.phone,
    sameAs: org.social.map((s) => s.url),
    address: {
      '@type': 'PostalAddress',
      streetAddress: org.address.street,
      addressLocality: `${org.address.locality}, ${org.address.city}`,
      addressRegion: org.address.state,
      postalCode: org.address.pincode,
      addressCountry: org.address.country === 'India' ? 'IN' : org.address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: org.email,
      telephone: org.phone,
      areaServed: 'IN',
      availableLanguage: ['en', 'ta'],
    },
  };
}

/** The home page's WebSite with the search box's target (/categories?search=). */
export function webSiteJsonLd(origin: string, name: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name,
    url: `${origin}/`,
    inLanguage: 'en-IN',
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/categories?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** Crumbs in order, starting with Home; `path` is root-relative. */
export function breadcrumbJsonLd(origin: string, crumbs: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: new URL(c.path, origin).href,
    })),
  };
}

/** Escapes `<` so a value can never close the surrounding <script> element. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
