import type { Messages } from '@/content/messages';

/**
 * Navigation items: path, label, optional children. Labels are message keys in the
 * Navigation namespace.
 */
export type NavLink = { href: string; label: NavLabel };
type NavGroup = { label: NavLabel; href: string; links: readonly NavLink[] };

/** A link's label: a key of the Navigation messages. */
type NavLabel = keyof Messages['Navigation'];

export const serviceGroups: readonly NavGroup[] = [
  {
    label: 'communicationServices',
    href: '/services/communication',
    links: [
      { href: '/services/sms', label: 'smsGateway' },
      { href: '/services/email', label: 'emailApi' },
      { href: '/services/voice', label: 'voiceApi' },
      { href: '/services/whatsapp', label: 'whatsappBusiness' },
    ],
  },
  {
    label: 'customDevelopment',
    href: '/services/csw',
    links: [
      { href: '/services/web-dev', label: 'webMobileDevelopment' },
      { href: '/services/web-DMS', label: 'digitalMarketing' },
      { href: '/services/web-DAB', label: 'designBranding' },
    ],
  },
];

export const homeLink: NavLink = { href: '/', label: 'home' };
/** The items after Services, in menu order. */
export const trailingLinks: readonly NavLink[] = [
  { href: '/soon', label: 'products' },
  { href: '/faq', label: 'faq' },
  { href: '/about', label: 'about' },
];
export const contactLink = { href: '/contact' } as const;

/** A footer label: a key of the Footer messages. */
type FooterLabel = keyof Messages['Footer'];

export const footerColumns: ReadonlyArray<{
  title: 'solutions' | 'company';
  links: ReadonlyArray<{ href: string; label: FooterLabel }>;
}> = [
  {
    title: 'solutions',
    links: [
      { href: '/services/whatsapp', label: 'whatsapp' },
      { href: '/services/sms', label: 'sms' },
      { href: '/services/email', label: 'email' },
      { href: '/custom-software', label: 'customSoftware' },
    ],
  },
  {
    title: 'company',
    links: [
      { href: '/about', label: 'about' },
      { href: '/careers', label: 'careers' },
      { href: '/blog', label: 'blog' },
      { href: '/contact', label: 'contact' },
      { href: '/privacy', label: 'privacy' },
      { href: '/terms', label: 'terms' },
    ],
  },
];
