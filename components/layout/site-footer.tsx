import { SiteLink } from '@/components/ui/site-link';
import { footerColumns } from '@/content/navigation';
import { site } from '@/content/site';
import { Container } from '@/components/ui/container';
import { getCopy } from '@/lib/i18n/copy';
import { Logo } from './logo-mark';
import { SocialLinks } from './social-links';

export function SiteFooter() {
  const { copy, t } = getCopy('Footer');
  const { siteName } = getCopy('Common').copy;
  return (
    <footer className="render-near-viewport bg-brand-950 text-brand-100">
      <Container className="grid gap-10 py-14 md:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm">
          <span className="inline-flex rounded-md bg-white px-3 py-2">
            <Logo name={siteName} />
          </span>
          <p className="mt-4 text-sm leading-6 text-brand-100">{copy.tagline}</p>
          <p className="mt-6 text-sm font-semibold text-white">{copy.followUs}</p>
          <SocialLinks className="mt-3" />
        </div>
        {footerColumns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
              {copy[column.title]}
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href} className="hover:text-white hover:underline">
                    {copy[link.label]}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-sm text-brand-100">
          <p>{t('copyright', { year: site.copyrightYear })}</p>
        </Container>
      </div>
    </footer>
  );
}
