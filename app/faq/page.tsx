import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FaqBrowser } from '@/components/faq/faq-browser';
import { FaqEmptyState } from '@/components/faq/faq-empty-state';
import { Icon } from '@/components/icons/icon';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { defaultFaqCategory, faqCategories, faqItems, faqItemsIn } from '@/content/faq';
import { getCopy } from '@/lib/i18n/copy';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { faqPageJsonLd } from '@/lib/seo/structured-data';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/faq');
}

// Without JavaScript the accordion cannot open, so every answer shows and the inert search hides.
const noScriptRules = '[data-faq-answer]{display:block!important}[data-faq-search]{display:none}';

export default async function FaqPage() {
  const [t, copy] = await Promise.all([getTranslations('Faq'), getCopy('Faq')]);
  const { categoriesLabel, searchLabel, searchPlaceholder } = copy;
  const largestCategory = Math.max(...faqCategories.map(({ id }) => faqItemsIn(id).length));
  const countLabels = Array.from({ length: largestCategory + 1 }, (_, count) =>
    t('count', { count }),
  );

  const questions = faqItems.map(({ id, serviceId }) => ({
    id,
    categoryId: serviceId,
    question: t(`items.${id}.question`),
    answer: t(`items.${id}.answer`),
  }));

  return (
    <>
      <JsonLd data={faqPageJsonLd(questions)} />
      <PageHeader title={t('title')} intro={t('intro')} />
      <noscript>
        <style>{noScriptRules}</style>
      </noscript>
      <Container className="pb-section">
        <FaqBrowser
          categories={faqCategories.map(({ id, icon }) => ({
            id,
            name: t(`categories.${id}`),
            icon: <Icon name={icon} className="size-5" />,
          }))}
          items={questions}
          defaultCategoryId={defaultFaqCategory}
          countLabels={countLabels}
          labels={{ categoriesLabel, searchLabel, searchPlaceholder }}
          emptyState={<FaqEmptyState labels={copy.empty} />}
        />
        <aside
          aria-labelledby="faq-more"
          className="mt-16 rounded-card bg-brand-50 px-6 py-10 text-center"
          data-aos="fade-up"
        >
          <h2 id="faq-more" className="text-2xl font-bold text-ink">
            {t('stillQuestions.title')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('stillQuestions.text')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink href="/contact">{t('stillQuestions.contact')}</ButtonLink>
            <ButtonLink href="/services" variant="secondary">
              {t('stillQuestions.services')}
            </ButtonLink>
          </div>
        </aside>
      </Container>
    </>
  );
}
