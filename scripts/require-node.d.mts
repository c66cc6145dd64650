export const MINIMUM_NODE_MAJOR: number;
export function requireNode(who: string, options?: { quiet?: boolean }): void;
