export const buildVariables: readonly string[];
export const priceListFolder: string;
export function priceListInEffect(root?: string): string;
export function buildFingerprint(root?: string, env?: NodeJS.ProcessEnv): string;
export function buildIdentity(root?: string, env?: NodeJS.ProcessEnv): string;
