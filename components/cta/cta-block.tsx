import { getTranslations } from 'next-intl/server';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';

export type CtaType = 'communication' | 'development';

/**
 * The call-to-action block that closes the home page and the service pages, in its two types
 * (spec §4): communication ('Join 5,000+ enterprises') and development ('Join 1,200+ businesses'),
 * with the newsletter subscribe form.
 */
export async function CtaBlock({ type }: { type: CtaType }) {
  const t = await getTranslations(`Cta.${type}`);
  const newsletter = await getTranslations('Newsletter');
  const labels = {
    title: newsletter('title'),
    description: newsletter('description'),
    emailLabel: newsletter('emailLabel'),
    emailPlaceholder: newsletter('emailPlaceholder'),
    submit: newsletter('submit'),
    submitting: newsletter('submitting'),
    messages: {
      invalidEmail: newsletter('errors.invalidEmail'),
      success: newsletter('messages.success'),
      failure: newsletter('messages.failure'),
      transportError: newsletter('messages.transportError'),
    },
  };
  return (
    <section
      aria-labelledby={`cta-${type}`}
      data-cta-type={type}
      className="bg-brand-800 py-section text-white"
    >
      <Container className="max-w-4xl text-center">
        <h2 id={`cta-${type}`} className="text-3xl font-bold tracking-tight sm:text-headline">
          {t('title')}
        </h2>
        <p className="mt-4 text-lg text-brand-100">{t('subtitle')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink href="/contact" variant="inverse" size="lg">
            {t('primary')}
          </ButtonLink>
          <ButtonLink href="/contact" variant="ghost" size="lg">
            {t('secondary')}
          </ButtonLink>
        </div>
        <div className="mt-12 border-t border-white/15 pt-10">
          <NewsletterForm labels={labels} />
        </div>
      </Container>
    </section>
  );
}
