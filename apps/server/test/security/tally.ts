/**
 * Counts of one part of the security suite, printed as one line the CI log shows:
 * `[security] <part>: <n> operations, <n> requests, <n> failures`.
 */
export class Tally {
  readonly operations = new Set<string>();
  requests = 0;
  readonly failures: string[] = [];

  constructor(private readonly part: string) {}

  /** Counts a request of an operation; a failure is recorded with what reproduces it. */
  count(operation: string, failure?: string) {
    this.operations.add(operation);
    this.requests += 1;
    if (failure) this.failures.push(`${operation}: ${failure}`);
  }

  fail(failure: string) {
    this.failures.push(failure);
  }

  print() {
    console.log(`[security] ${this.part}: ${this.operations.size} operations, ${this.requests} requests, ${this.failures.length} failures`);
  }
}

/** The envelope code of an answer, or undefined when it is not JSON. */
export function envelopeCode(body: string): number | undefined {
  try {
    return (JSON.parse(body) as { code?: number }).code;
  } catch {
    return undefined;
  }
}

/** A call that did what was asked: HTTP 200 with envelope code 200 (or a non-JSON 2xx/3xx such as a PDF or a redirect). */
export function succeeded(res: { statusCode: number; body: string }): boolean {
  if (res.statusCode >= 400) return false;
  const code = envelopeCode(res.body);
  return code === undefined || code === 200;
}
