declare module 'autocannon' {
  interface Histogram { average: number; p50: number; p99: number }
  interface Result { requests: Histogram; latency: Histogram; non2xx: number; errors: number }
  export default function autocannon(opts: { url: string; connections?: number; duration?: number }): Promise<Result>;
}
