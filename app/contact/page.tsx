import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactInfo } from '@/components/contact/contact-info';
import { DemoRequestForm } from '@/components/contact/demo-request-form';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { site } from '@/content/site';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/contact');
}

export default async function ContactPage() {
  const [t, form, copy] = await Promise.all([
    getTranslations('Contact'),
    getTranslations('DemoRequestForm'),
    getCopy('DemoRequestForm'),
  ]);
  const { requiredNote, fields, submit, sending, success, failure } = copy;
  const email = { email: site.email };
  const formCopy = {
    requiredNote,
    fields,
    submit,
    sending,
    consent: form('consent', email),
    success,
    failure: { ...failure, message: form('failure.message', email) },
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
            <DemoRequestForm copy={formCopy} />
          </section>
        </Container>
      </section>
    </>
  );
}
