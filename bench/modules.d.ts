// Minimal types for the benchmark's untyped dev dependencies.
declare module "autocannon" {
  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      /** Called before each request: returns the request to send (bench/car-page.ts varies path and host). */
      setupRequest?: (req: { method?: string; path?: string; headers?: Record<string, string> }, context: Record<string, unknown>) => { method?: string; path?: string; headers?: Record<string, string> };
      /** Called with each response (headers as a plain object). */
      onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
    }[];
  }
  interface AutocannonResult {
    requests: { average: number; total: number };
    latency: { p50: number; p97_5: number; p99: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(opts: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
declare module "itemsjs" {
  const itemsjs: unknown;
  export default itemsjs;
}
