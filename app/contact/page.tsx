import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { ContactInfo } from '@/components/contact/contact-info';
import { DemoRequestForm } from '@/components/contact/demo-request-form';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/contact');
}

export default async function ContactPage() {
  const t = await getTranslations('Contact');
  const form = await getTranslations('DemoRequestForm');
  // Nested groups of copy handed to the client form as they are.
  const { DemoRequestForm: formCopy } = await getMessages();
  const copy = {
    requiredNote: form('requiredNote'),
    fields: formCopy.fields,
    submit: form('submit'),
    sending: form('sending'),
    success: formCopy.success,
    failure: {
      title: form('failure.title'),
      message: form('failure.message', { email: site.email }),
      retry: form('failure.retry'),
    },
  };
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <section className="pb-section">
        <Container className="grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <ContactInfo />
          <section
            aria-labelledby="demo-request-title"
            className="relative rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
          >
            <h2 id="demo-request-title" className="text-2xl font-bold text-ink sm:text-title">
              {form('title')}
            </h2>
            <p className="mt-2 mb-6 text-ink-muted">{form('intro')}</p>
            <DemoRequestForm copy={copy} />
          </section>
        </Container>
      </section>
    </>
  );
}
