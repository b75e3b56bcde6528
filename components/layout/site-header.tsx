import { getTranslations } from 'next-intl/server';
import { getCopy } from '@/lib/i18n/copy';
import { Logo } from './logo';
import { Navbar } from './navbar/navbar';

/** Hands the navigation's copy to the interactive bar. */
export async function SiteHeader() {
  const [labels, common] = await Promise.all([getCopy('Navigation'), getTranslations('Common')]);
  return <Navbar labels={labels} logo={<Logo name={common('siteName')} />} />;
}
