/** The gzip bytes of JavaScript a prerendered route loads before it is interactive. */
export function firstLoadJsBytes(clientDir: string, route: string): number;
export function htmlFileFor(clientDir: string, route: string): string;
