/** Industries served, as a wrapping list of labels. */
export function IndustryList({ industries }: { industries: readonly string[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-3">
      {industries.map((industry) => (
        <li
          key={industry}
          className="rounded-pill border border-brand-200 bg-white px-5 py-2.5 font-medium text-brand-900"
        >
          {industry}
        </li>
      ))}
    </ul>
  );
}
