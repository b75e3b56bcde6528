import { findRoute, paths, type RouteKey, type RoutePath } from '@/content/routes';
import { PRICES_INCLUDE_GST } from '@/content/pricing/tax';
import { site, socialLinks } from '@/content/site';
import { siteUrl } from '@/lib/config';
import type { Language } from '@/content/messages';
import { getCopy, routeCopy } from '@/lib/i18n/copy';
import type { JsonLdNode } from './json-ld';

const context = 'https://schema.org';

/** Absolute URL of a path of the site, from SITE_URL. */
export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path === '/' ? '/' : path}`;
}

function organizationId(): string {
  return `${siteUrl()}/#organization`;
}

/** The company, site-wide: who publishes the site and how sales can be reached. */
export function organizationJsonLd(): JsonLdNode {
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': organizationId(),
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(site.logo),
    foundingDate: String(site.foundingYear),
    email: site.email,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: site.phone,
        email: site.email,
        areaServed: 'IN',
        availableLanguage: ['English'],
      },
    ],
    sameAs: socialLinks.map((link) => link.href),
  };
}

type BreadcrumbItem = { name: string; path: RoutePath; language: Language };

/**
 * Where each page sits. Paths alone would mislead: /services is the communication overview, so
 * the digital overview (/services/csw) hangs off home and its three pages off it.
 */
const parents: Record<Exclude<RouteKey, 'home'>, RouteKey> = {
  communication: 'home',
  sms: 'communication',
  voice: 'communication',
  email: 'communication',
  whatsapp: 'communication',
  digital: 'home',
  webDev: 'digital',
  digitalMarketing: 'digital',
  design: 'digital',
  about: 'home',
  faq: 'home',
  contact: 'home',
  soon: 'home',
  privacyNotice: 'home',
  erasure: 'privacyNotice',
  privacyNoticeHindi: 'home',
  erasureHindi: 'privacyNoticeHindi',
};
const parentPaths = new Map<RoutePath, RoutePath>(
  Object.entries(parents).map(([key, parent]) => [paths[key as RouteKey], paths[parent]]),
);

function pageName(path: RoutePath): string {
  return path === '/' ? getCopy('Navigation').copy.home : routeCopy(findRoute(path)).title;
}

/** The trail from home to a route (/services/web-dev: Home, Digital Services, Web & Mobile …). */
export function breadcrumbTrail(path: RoutePath): BreadcrumbItem[] {
  const parent = parentPaths.get(path);
  const { language } = findRoute(path);
  return [...(parent ? breadcrumbTrail(parent) : []), { name: pageName(path), path, language }];
}

export function breadcrumbJsonLd(trail: BreadcrumbItem[]): JsonLdNode {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/**
 * One priced line of a pricing table, in the shape every pricing page's typed data maps to.
 * Tiers priced on request (Enterprise, "custom") have no price and are left out by the caller.
 */
export type ServiceOffer = {
  /** Tier, category or package name, e.g. "Starter: promotional SMS". */
  name: string;
  /** Per unit, or the package's (lowest) price. */
  price: number;
  /** ISO 4217 code of the price list the offer comes from. */
  currency: string;
  /** Upper bound of a price range ("₹15,000–25,000"). */
  maxPrice?: number;
  /** What one unit is: "SMS", "minute", "conversation", "project", "month". */
  unit: string;
  /** The volume the rate applies to, in units, e.g. 50,001 to 2,00,000 SMS a month. */
  quantity?: { min: number; max?: number; unit?: string };
  description?: string;
};

type ServiceInput = {
  name: string;
  description: string;
  path: RoutePath;
  offers: ServiceOffer[];
};

function offerJsonLd(offer: ServiceOffer, url: string): JsonLdNode {
  const priceSpecification: JsonLdNode = {
    '@type': 'UnitPriceSpecification',
    price: offer.price,
    priceCurrency: offer.currency,
    unitText: offer.unit,
    valueAddedTaxIncluded: PRICES_INCLUDE_GST,
  };
  if (offer.maxPrice !== undefined) {
    priceSpecification.minPrice = offer.price;
    priceSpecification.maxPrice = offer.maxPrice;
  }
  if (offer.quantity) {
    const eligibleQuantity: JsonLdNode = {
      '@type': 'QuantitativeValue',
      minValue: offer.quantity.min,
      unitText: offer.quantity.unit ?? offer.unit,
    };
    if (offer.quantity.max !== undefined) eligibleQuantity.maxValue = offer.quantity.max;
    priceSpecification.eligibleQuantity = eligibleQuantity;
  }
  const node: JsonLdNode = {
    '@type': 'Offer',
    name: offer.name,
    url,
    price: offer.price,
    priceCurrency: offer.currency,
    priceSpecification,
  };
  if (offer.description) node.description = offer.description;
  return node;
}

/** A pricing page's service with its offers, built from the same typed data as its tables. */
export function serviceJsonLd({ name, description, path, offers }: ServiceInput): JsonLdNode {
  const url = absoluteUrl(path);
  return {
    '@context': context,
    '@type': 'Service',
    name,
    description,
    url,
    provider: { '@type': 'Organization', '@id': organizationId(), name: site.name },
    areaServed: { '@type': 'Country', name: 'India' },
    offers: offers.map((offer) => offerJsonLd(offer, url)),
  };
}

export type FaqItem = { question: string; answer: string };

export function faqPageJsonLd(items: FaqItem[]): JsonLdNode {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
