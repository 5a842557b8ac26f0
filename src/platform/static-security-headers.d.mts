// Types for static-security-headers.mjs, which the server entry (scripts/server.mjs) runs as plain Node.
export const HSTS: string;
export const STATIC_SECURITY_HEADERS: readonly { readonly key: string; readonly value: string }[];
