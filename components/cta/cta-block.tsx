import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';

export type CtaType = 'communication' | 'development';

/**
 * The call-to-action block that closes the home page and the service pages, in its two types
 * (spec §4): communication ('Join 5,000+ enterprises') and development ('Join 1,200+ businesses').
 */
export async function CtaBlock({ type }: { type: CtaType }) {
  const t = await getTranslations(`Cta.${type}`);
  return (
    <section aria-labelledby={`cta-${type}`} className="bg-brand-800 py-section text-white">
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
      </Container>
    </section>
  );
}
