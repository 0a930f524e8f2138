declare module 'autocannon' {
  interface Histogram { average: number; p50: number; p99: number }
  interface Result { requests: Histogram; latency: Histogram; non2xx: number; errors: number }
  interface Request { path?: string; setupRequest?: (req: Request) => Request }
  interface Options { url: string; connections?: number; duration?: number; overallRate?: number; requests?: Request[] }
  interface Instance extends Promise<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void): void;
  }
  export default function autocannon(opts: Options): Instance;
}
