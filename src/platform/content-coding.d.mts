// Types for content-coding.mjs, which the server entry (scripts/server.mjs) runs as plain Node.
export function acceptsCoding(acceptEncoding: string | string[] | undefined, coding: string): boolean;
