// Without zod, so the form's fields can read them while the schema loads only when it is needed.
export const demoSubjects = ['communication', 'digital', 'other'] as const;
export type DemoSubject = (typeof demoSubjects)[number];

/** The minimums the spec publishes, and maximums that keep a lead a lead. */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 2_000;
