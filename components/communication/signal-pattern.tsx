/** Decorative concentric signal rings behind the overview's hero; carries no content. */
export function SignalPattern() {
  return (
    <svg
      viewBox="0 0 800 400"
      preserveAspectRatio="xMidYMid slice"
      className="size-full text-white opacity-10"
      fill="none"
      stroke="currentColor"
    >
      {[60, 120, 180, 240, 300, 360].map((radius) => (
        <circle key={radius} cx="680" cy="80" r={radius} strokeWidth="2" />
      ))}
      {[50, 100, 150, 200].map((radius) => (
        <circle key={radius} cx="80" cy="380" r={radius} strokeWidth="2" />
      ))}
    </svg>
  );
}
