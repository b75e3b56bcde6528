/**
 * Name of the hidden field both forms carry. People never see or fill it; a bot that fills it gets
 * a success-shaped answer and its submission is dropped.
 */
export const HONEYPOT_FIELD = 'website';
