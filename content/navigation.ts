import type { Messages } from '@/content/messages';
import { paths, unlisted, type SitePath } from '@/content/routes';
import { services, servicesOf, type ServiceGroup, type ServiceKey } from '@/content/services';

/**
 * Navigation items: path, label, optional children. Labels are message keys in the
 * Navigation namespace; paths come from the route table (content/routes.ts).
 */
export type NavLink = { href: SitePath; label: NavLabel };
type NavGroup = { label: NavLabel; href: SitePath; links: readonly NavLink[] };

/** A link's label: a key of the Navigation messages. */
type NavLabel = keyof Messages['Navigation'];

/** The Navigation messages, as the navbar and its menus take them. */
export type NavCopy = Messages['Navigation'];

const menuLinks = (group: ServiceGroup): NavLink[] =>
  servicesOf(group).map((key) => ({ href: services[key].path, label: services[key].menuLabel }));

/** The menu's Services item is active on every page under this path. */
export const servicesSection = paths.communication;

export const serviceGroups: readonly NavGroup[] = [
  {
    label: 'communicationServices',
    href: unlisted.communicationServices,
    links: menuLinks('communication'),
  },
  { label: 'customDevelopment', href: paths.digital, links: menuLinks('digital') },
];

export const homeLink: NavLink = { href: paths.home, label: 'home' };
/** The items after Services, in menu order. */
export const trailingLinks: readonly NavLink[] = [
  { href: paths.soon, label: 'products' },
  { href: paths.faq, label: 'faq' },
  { href: paths.about, label: 'about' },
];
export const contactLink = { href: paths.contact } as const;

/** A footer label: a key of the Footer messages. */
type FooterLabel = keyof Messages['Footer'];

/** A service in the footer, labelled by the Footer message of its own key. */
const footerService = (key: ServiceKey & FooterLabel) => ({ href: services[key].path, label: key });

export const footerColumns: ReadonlyArray<{
  title: 'solutions' | 'company';
  links: ReadonlyArray<{ href: SitePath; label: FooterLabel }>;
}> = [
  {
    title: 'solutions',
    links: [
      footerService('whatsapp'),
      footerService('sms'),
      footerService('email'),
      { href: unlisted.customSoftware, label: 'customSoftware' },
    ],
  },
  {
    title: 'company',
    links: [
      { href: paths.about, label: 'about' },
      { href: unlisted.careers, label: 'careers' },
      { href: unlisted.blog, label: 'blog' },
      { href: paths.contact, label: 'contact' },
      { href: unlisted.privacy, label: 'privacy' },
      { href: unlisted.terms, label: 'terms' },
      // What the site keeps about a visitor, and how to withdraw (issue 38); /privacy and /terms
      // keep the spec's behaviour and go home.
      { href: paths.privacyNotice, label: 'privacyNotice' },
    ],
  },
];
