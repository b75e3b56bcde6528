import { SignalPattern } from '@/components/communication/signal-pattern';
import { CtaBand } from '@/components/cta/cta-band';
import { ServiceBands } from '@/components/sections/service-bands';
import { ServiceHero } from '@/components/sections/service-hero';
import { communicationOverview } from '@/content/communication';
import { site } from '@/content/site';
import { getCopy } from '@/lib/i18n/copy';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata = pageMetadata(communicationOverview.path);

export default function CommunicationOverviewPage() {
  const { copy } = getCopy('CommunicationOverview');
  const { closing } = copy;
  return (
    <>
      <ServiceHero copy={copy} secondaryHref={site.phoneHref} background={<SignalPattern />} />
      <ServiceBands page={communicationOverview} />
      <CtaBand
        id="closing-cta"
        title={closing.title}
        intro={closing.text}
        primary={closing.quote}
        secondary={closing.discovery}
      />
    </>
  );
}
