import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type HowItWorksStep = { title: string; description: string };

/** Numbered steps in order (an ordered list), each with a title (h3) and a description. */
export function HowItWorks({ steps, className }: { steps: HowItWorksStep[]; className?: string }) {
  return (
    <ol className={cn('grid gap-6 md:grid-cols-3', className)}>
      {steps.map((step, index) => (
        <Card as="li" key={step.title} data-aos="fade-up" className="relative">
          <span
            aria-hidden="true"
            className="mb-4 inline-flex size-10 items-center justify-center rounded-pill bg-brand-600 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="text-title text-ink">{step.title}</h3>
          <p className="mt-2 text-ink-muted">{step.description}</p>
        </Card>
      ))}
    </ol>
  );
}
