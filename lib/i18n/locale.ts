/** The site has one locale; amounts and numbers are formatted for India. */
export const locale = 'en-IN';
export const timeZone = 'Asia/Kolkata';
