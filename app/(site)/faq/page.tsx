import { FaqBrowser } from '@/components/faq/faq-browser';
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
    ...copy.items[id],
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
          emptyState={
            <div className="rounded-card border border-dashed border-line bg-surface-muted px-6 py-10 text-center">
              <p className="text-title text-ink">{copy.empty.title}</p>
              <p className="mx-auto mt-2 max-w-md text-ink-muted">{copy.empty.text}</p>
              <WaysOn {...copy.empty} />
            </div>
          }
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
          <WaysOn {...copy.stillQuestions} />
        </aside>
      </Container>
    </>
  );
}

/** The two ways on from the FAQ: the contact page and the services. */
function WaysOn({ contact, services }: { contact: string; services: string }) {
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <ButtonLink href="/contact">{contact}</ButtonLink>
      <ButtonLink href={paths.communication} variant="secondary">
        {services}
      </ButtonLink>
    </div>
  );
}
