import { getCopy } from '@/lib/i18n/copy';
import { Logo } from './logo';
import { Navbar } from './navbar/navbar';

/** Hands the navigation's copy to the interactive bar. */
export function SiteHeader() {
  return (
    <Navbar
      copy={getCopy('Navigation').copy}
      logo={<Logo name={getCopy('Common').copy.siteName} />}
    />
  );
}
