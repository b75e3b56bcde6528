export const TEST_DIST_DIR: string;
export function distDir(env?: Record<string, string | undefined>): string;
export function selectTestBuild(): string;
