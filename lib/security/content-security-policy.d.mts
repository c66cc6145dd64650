// content-security-policy.mjs 의 타입(캐시 처리기와 함께 순수 JS 로 둔 파일)
export type PolicySources = { production: boolean; api: string | null; uploads: string | null; sentry: string | null };
export type PageKind = { checkout?: boolean };

export const TOSS: { script: string[]; frame: string[]; connect: string[]; form: string[] };
export const CHECKOUT_PATH: RegExp;
export function policySources(env: Record<string, string | undefined>): PolicySources;
export function basePolicy(sources: PolicySources, page?: PageKind): string;
export function scriptPolicy(sources: PolicySources, page: PageKind & { nonce?: string; hashes?: string[] }): string;
export function inlineScripts(html: string): string[];
export function frameworkScriptHashes(html: string): string[];
export function securityHeaders(sources: PolicySources, page?: PageKind): { key: string; value: string }[];
