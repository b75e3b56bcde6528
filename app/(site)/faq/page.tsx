import { FaqBrowser } from '@/components/faq/faq-browser';
import { FaqEmptyState } from '@/components/faq/faq-empty-state';
import { Icon } from '@/components/icons/icon';
import { Heading } from '@/components/sections/heading';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { defaultFaqCategory, faqCategories, faqItems, faqItemsIn } from '@/content/faq';
import { getCopy } from '@/lib/i18n/copy';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { faqPageJsonLd } from '@/lib/seo/structured-data';
import { paths } from '@/content/routes';

export const metadata = pageMetadata(paths.faq);

// Without JavaScript the accordion cannot open, so every answer shows and the inert search hides.
const noScriptRules = '[data-faq-answer]{display:block!important}[data-faq-search]{display:none}';

export default function FaqPage() {
  const { copy, t } = getCopy('Faq');
  const { categoriesLabel, searchLabel, searchPlaceholder } = copy;
  const largestCategory = Math.max(...faqCategories.map(({ id }) => faqItemsIn(id).length));
  const counts = Array.from({ length: largestCategory + 1 }, (_, count) => t('count', { count }));

  const questions = faqItems.map(({ id, serviceId }) => ({
    id,
    categoryId: serviceId,
    question: copy.items[id].question,
    answer: copy.items[id].answer,
  }));

  return (
    <>
      <JsonLd data={faqPageJsonLd(questions)} />
      <PageHeader heading={copy} />
      <noscript>
        <style>{noScriptRules}</style>
      </noscript>
      <Container className="pb-section">
        <FaqBrowser
          categories={faqCategories.map(({ id, icon }) => ({
            id,
            name: copy.categories[id],
            icon: <Icon name={icon} className="size-5" />,
          }))}
          items={questions}
          defaultCategoryId={defaultFaqCategory}
          copy={{ categoriesLabel, searchLabel, searchPlaceholder, counts }}
          emptyState={<FaqEmptyState copy={copy.empty} />}
        />
        <aside
          aria-labelledby="faq-more"
          className="mt-16 rounded-card bg-brand-50 px-6 py-10 text-center"
          data-aos="fade-up"
        >
          <Heading id="faq-more" size="panel">
            {copy.stillQuestions.title}
          </Heading>
          <p className="mt-2 text-ink-muted">{copy.stillQuestions.text}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink href="/contact">{copy.stillQuestions.contact}</ButtonLink>
            <ButtonLink href={paths.communication} variant="secondary">
              {copy.stillQuestions.services}
            </ButtonLink>
          </div>
        </aside>
      </Container>
    </>
  );
}
