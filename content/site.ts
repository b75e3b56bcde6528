/** Facts about the company that pages, the footer, metadata and structured data share. */
export const site = {
  name: 'Sandesh Digital',
  legalName: 'Sandesh Digital Private Limited',
  phone: '+91 124 456 7800',
  phoneHref: 'tel:+911244567800',
  email: 'hello@sandeshdigital.in',
  address: {
    street: 'Tower B, DLF Cyber City, Phase II',
    locality: 'Gurugram',
    region: 'Haryana',
    postalCode: '122002',
    country: 'IN',
  },
  foundingYear: 2015,
  copyrightYear: 2023,
  logo: '/logo.svg',
} as const;

type SocialNetwork = 'facebook' | 'linkedin' | 'instagram';

export const socialLinks: ReadonlyArray<{ network: SocialNetwork; href: string }> = [
  { network: 'facebook', href: 'https://www.facebook.com/sandeshdigital' },
  { network: 'linkedin', href: 'https://www.linkedin.com/company/sandeshdigital' },
  { network: 'instagram', href: 'https://www.instagram.com/sandeshdigital' },
];
