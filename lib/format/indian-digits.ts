/**
 * A number as en-IN writes it: lakh grouping (12,34,567.5), rounded half away from zero on its
 * shortest decimal form (1.005 to two places is 1.01), a minus before any prefix (-₹1,000).
 * Written out rather than asked of Intl.NumberFormat because a browser's first
 * Intl.NumberFormat loads its number data: 70 to 170 ms of a phone's main thread at 4x CPU in
 * one task, which the next tap or key waits behind (the interaction bench saw a tap on the
 * estimator wait 105 ms). `indian-digits.test.ts` holds it to Intl.NumberFormat('en-IN').
 */
export function formatIndianDigits(
  value: number,
  { minimumFractionDigits = 0, maximumFractionDigits = 3, prefix = '' } = {},
): string {
  if (!Number.isFinite(value)) {
    return new Intl.NumberFormat('en-IN').format(value);
  }
  const [whole, fraction] = rounded(decimalForm(Math.abs(value)), maximumFractionDigits);
  const shownFraction = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const grouped =
    whole.length <= 3
      ? whole
      : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${prefix}${grouped}${shownFraction ? `.${shownFraction}` : ''}`;
}

/** The digits of a non-negative number's shortest decimal form, before and after the point. */
function decimalForm(value: number): [string, string] {
  const [mantissa = '', exponentText] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const exponent = Number(exponentText ?? 0);
  if (exponent === 0) return [whole, fraction];
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  return [digits.padEnd(point, '0').slice(0, point), digits.slice(point)];
}

/** Rounded to `places` decimals, half away from zero. */
function rounded([whole, fraction]: [string, string], places: number): [string, string] {
  if (fraction.length <= places) return [whole.replace(/^0+(?=\d)/, ''), fraction];
  const roundUp = fraction.charAt(places) >= '5' ? 1n : 0n;
  const kept = String(BigInt(whole + fraction.slice(0, places)) + roundUp);
  const digits = kept.padStart(places + 1, '0');
  const point = digits.length - places;
  return [digits.slice(0, point), digits.slice(point)];
}
