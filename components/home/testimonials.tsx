import { Icon } from '@/components/icons/icon';
import { Section } from '@/components/sections/section';
import { getCopy } from '@/lib/i18n/copy';
import { caseStudies, clientLogos, tagTone, type CaseStudy, type TagTone } from '@/content/home';
import { cn } from '@/lib/cn';
import { Card } from '@/components/ui/card';
import { Carousel } from '@/components/ui/carousel';

const toneStyles: Record<TagTone, string> = {
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
  green: 'bg-green-50 text-green-800 ring-green-200',
  indigo: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  grey: 'bg-slate-100 text-slate-700 ring-slate-200',
};

function CaseStudySlide({ study }: { study: CaseStudy }) {
  const copy = getCopy('Home').copy.testimonials;
  const { person } = study;
  const studyCopy = copy.items[study.key];
  return (
    <Card as="figure" className="mx-auto flex h-full max-w-3xl flex-col sm:p-10">
      <Icon name="quote" className="size-8 text-brand-300" />
      <blockquote className="mt-4 flex-1 text-lg leading-8 text-ink sm:text-xl">
        <p>{studyCopy.quote}</p>
      </blockquote>
      <ul aria-label={copy.tagsLabel} className="mt-6 flex flex-wrap gap-2">
        {study.tags.map((tag) => (
          <li
            key={tag}
            data-tone={tagTone(tag)}
            className={cn(
              'rounded-pill px-3 py-1 text-xs font-semibold ring-1 ring-inset',
              toneStyles[tagTone(tag)],
            )}
          >
            {tag}
          </li>
        ))}
      </ul>
      <figcaption className="mt-8 flex flex-wrap items-center gap-4 border-t border-line pt-6">
        {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG needs no optimiser */}
        <img
          src={person.image}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="size-14 rounded-pill"
        />
        <div className="min-w-0 flex-1 basis-40">
          <p className="font-semibold text-ink">{person.name}</p>
          <p className="text-sm text-ink-muted">
            {studyCopy.role}, {studyCopy.title}
          </p>
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG needs no optimiser */}
        <img
          src={person.logo}
          alt={studyCopy.title}
          width={150}
          height={36}
          loading="lazy"
          className="h-9 w-auto sm:ml-auto"
        />
      </figcaption>
    </Card>
  );
}

/** Testimonials: the case-study carousel and the client logo strip. */
export function Testimonials() {
  const { copy: home, t } = getCopy('Home');
  const copy = home.testimonials;
  const total = caseStudies.length;
  const { carouselLabel, previous, next, dotsLabel } = copy;
  const slides = caseStudies.map((_, i) => ({
    label: t('testimonials.slideLabel', { index: i + 1, total }),
    goTo: t('testimonials.goTo', { index: i + 1, total }),
  }));
  return (
    <Section id="testimonials-title" heading={copy} tone="muted">
      <Carousel
        copy={{ carouselLabel, previous, next, dotsLabel, slides }}
        slides={caseStudies.map((study) => (
          <CaseStudySlide key={study.key} study={study} />
        ))}
      />
      <div className="mt-16" data-aos="fade-up">
        <h3 className="text-center text-sm font-semibold tracking-wider text-ink-muted uppercase">
          {copy.clientsTitle}
        </h3>
        <ul className="mt-6 grid grid-cols-2 place-items-center gap-x-6 gap-y-6 sm:flex sm:flex-wrap sm:justify-center sm:gap-x-10">
          {clientLogos.map((client) => (
            <li key={client.name}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG needs no optimiser */}
              <img
                src={client.logo}
                alt={client.name}
                width={client.width}
                height={client.height}
                loading="lazy"
                className="h-8 w-auto max-w-full sm:h-10"
              />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
