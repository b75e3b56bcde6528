import { getTranslations } from 'next-intl/server';
import { Logo } from './logo';
import { Navbar, type NavLabels } from './navbar/navbar';

const labelKeys = [
  'logoLabel',
  'mainLabel',
  'openMenu',
  'closeMenu',
  'home',
  'services',
  'products',
  'faq',
  'about',
  'getInTouch',
  'contactUs',
  'communicationServices',
  'customDevelopment',
  'smsGateway',
  'emailApi',
  'voiceApi',
  'whatsappBusiness',
  'webMobileDevelopment',
  'digitalMarketing',
  'designBranding',
] as const satisfies ReadonlyArray<keyof NavLabels>;

/** Translates the navigation on the server and hands plain strings to the interactive bar. */
export async function SiteHeader() {
  const t = await getTranslations('Navigation');
  const common = await getTranslations('Common');
  const labels = Object.fromEntries(labelKeys.map((key) => [key, t(key)])) as NavLabels;
  return <Navbar labels={labels} logo={<Logo name={common('siteName')} />} />;
}
