import { ContactInfo } from '@/components/contact/contact-info';
import { DemoRequestForm } from '@/components/contact/demo-request-form';
import { DemoRequestNotice } from '@/components/privacy-notice/form-notices';
import { Heading } from '@/components/sections/heading';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { site } from '@/content/site';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { paths } from '@/content/routes';

export const metadata = pageMetadata(paths.contact);

export default function ContactPage() {
  const { copy } = getCopy('Contact');
  const form = getCopy('DemoRequestForm');
  const { requiredNote, fields, submit, sending, success, failure } = form.copy;
  const email = { email: site.email };
  const formCopy = {
    requiredNote,
    fields,
    submit,
    sending,
    needsJavaScript: form.t('needsJavaScript', email),
    success,
    failure: { ...failure, message: form.t('failure.message', email) },
  };
  return (
    <>
      <PageHeader heading={copy} />
      <section className="pb-section">
        <Container className="grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <ContactInfo />
          <Card as="section" aria-labelledby="demo-request-title" className="relative sm:p-8">
            <Heading id="demo-request-title" size="column">
              {form.copy.title}
            </Heading>
            <p className="mt-2 mb-6 text-ink-muted">{form.copy.intro}</p>
            <DemoRequestForm copy={formCopy} notice={<DemoRequestNotice />} />
          </Card>
        </Container>
      </section>
    </>
  );
}
