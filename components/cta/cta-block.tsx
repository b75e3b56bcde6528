import { getTranslations } from 'next-intl/server';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import { site } from '@/content/site';
import { getCopy } from '@/lib/i18n/copy';
import { CtaBand } from './cta-band';

export type CtaType = 'communication' | 'development';

/**
 * The call-to-action block that closes the home page and the service pages, in its two types
 * (spec §4): communication ('Join 5,000+ enterprises') and development ('Join 1,200+ businesses'),
 * with the newsletter subscribe form.
 */
export async function CtaBlock({ type }: { type: CtaType }) {
  const [t, newsletter, newsletterT] = await Promise.all([
    getTranslations(`Cta.${type}`),
    getCopy('Newsletter'),
    getTranslations('Newsletter'),
  ]);
  const consent = newsletterT('consent', { email: site.email });
  return (
    <CtaBand
      id={`cta-${type}`}
      data-cta-type={type}
      title={t('title')}
      text={t('subtitle')}
      primary={{ label: t('primary'), href: '/contact' }}
      secondary={{ label: t('secondary'), href: '/contact' }}
    >
      <NewsletterForm labels={{ ...newsletter, consent }} />
    </CtaBand>
  );
}
