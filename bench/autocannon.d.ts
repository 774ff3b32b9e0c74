/** The part of autocannon 9's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  export interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    timeout?: number;
  }

  /** Percentiles as autocannon names them: p50, p97_5, p99... */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  }

  export interface Result {
    url: string;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram & { totalCount: number };
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
