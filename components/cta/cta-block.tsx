import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import { NewsletterNotice } from '@/components/privacy-notice/form-notices';
import { getCopy } from '@/lib/i18n/copy';
import { CtaBand } from './cta-band';

/**
 * The call-to-action block that closes the home page and the service pages, in its two types:
 * communication ('Join 5,000+ enterprises') and development ('Join 1,200+ businesses'), with the
 * newsletter subscribe form.
 */
export function CtaBlock({ type }: { type: 'communication' | 'development' }) {
  const cta = getCopy('Cta').copy[type];
  return (
    <CtaBand
      id={`cta-${type}`}
      data-cta-type={type}
      title={cta.title}
      intro={cta.subtitle}
      primary={cta.primary}
      secondary={cta.secondary}
    >
      <NewsletterForm copy={getCopy('Newsletter').copy} notice={<NewsletterNotice />} />
    </CtaBand>
  );
}
