import { SiteLink } from '@/components/ui/site-link';
import { getTranslations } from 'next-intl/server';
import { footerColumns } from '@/content/navigation';
import { site } from '@/content/site';
import { Container } from '@/components/ui/container';
import { Logo } from './logo';
import { SocialLinks } from './social-links';

export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const common = await getTranslations('Common');
  return (
    <footer className="bg-brand-950 text-brand-100">
      <Container className="grid gap-10 py-14 md:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm">
          <span className="inline-flex rounded-md bg-white px-3 py-2">
            <Logo name={common('siteName')} />
          </span>
          <p className="mt-4 text-sm leading-6 text-brand-100">{t('tagline')}</p>
          <p className="mt-6 text-sm font-semibold text-white">{t('followUs')}</p>
          <SocialLinks className="mt-3" />
        </div>
        {footerColumns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
              {t(column.title)}
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href} className="hover:text-white hover:underline">
                    {t(link.label)}
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
