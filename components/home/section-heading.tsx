/** A home section's headline and introduction; `id` labels the section. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-ink sm:text-headline">
        {title}
      </h2>
      <p className="mt-4 text-lg text-ink-muted">{intro}</p>
    </div>
  );
}
