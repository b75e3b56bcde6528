import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Section } from '@/components/sections/section';
import { industries, industryPoints } from '@/content/home';
import { Icon } from '@/components/icons/icon';
import { getCopy } from '@/lib/i18n/copy';

/** Industry solutions: six industries with two points each, and Talk to an Expert. */
export function IndustrySolutions() {
  const copy = getCopy('Home').copy.industries;
  return (
    <Section id="industries-title" heading={copy}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {industries.map(({ key, icon }) => (
          <Card as="li" key={key} data-aos="fade-up">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={icon} />
            </span>
            <h3 className="mt-4 text-title text-ink">{copy.items[key].name}</h3>
            <ul className="mt-3 space-y-2 text-sm text-ink-muted">
              {industryPoints.map((point) => (
                <li key={point} className="flex items-start gap-2">
                  <Icon name="check" className="mt-0.5 size-4 text-accent-600" />
                  {copy.items[key].points[point]}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink href="/contact" variant="secondary" size="lg">
          {copy.talkToExpert}
        </ButtonLink>
      </div>
    </Section>
  );
}
