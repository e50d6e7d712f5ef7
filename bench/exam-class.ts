// The exam scenario's load: a class of learners takes the bench quiz at once through real HTTP with
// their session cookies. Every learner starts (getContent) at the same moment; then every learner
// answers the paper one question after the other (saveAnswer, as the page saves each answer), all
// learners in parallel; then every learner submits with the answer list and clicks twice (two
// concurrent submitAnswer calls). Before each phase the bare Fastify route is loaded by the same
// client in the same shape (as many concurrent requests, or as many sequential streams of as many
// requests), so each phase has its baseline from the same minute and the same load generator.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { PreparedExam } from './prepare-exam';
import { learnerCookie } from './learner-cookie';
import type { LeanConnection } from './lean-http';

export type PhaseFigures = { name: string; requests: number; seconds: number; rps: number; p50: number; p95: number; p99: number; failures: number };
export type PhaseResult = PhaseFigures & { base: PhaseFigures };
export type SubmitAnswer = { userId: number; examRecordsId: number; theoryExamScore: number; examResult: string };
export type ClassRun = {
  phases: PhaseResult[];
  /** Every submit answer (two per learner), for the check against the database. */
  submits: SubmitAnswer[];
  /** The score each learner's answers must give (right answers × 100 / paper size, rounded). */
  expectedScore: Map<number, number>;
  /** Unexpected answers (HTTP status or envelope code), at most a few per phase. */
  failures: string[];
  /** Starts answered "busy, try again" (503) and asked again, as the exam page does. */
  busyStarts: number;
  /** Submits answered "busy, try again" (503) and sent again, as the exam page does. */
  busySubmits: number;
};

/** status 0: the request failed in transport (body says how). */
export type Reply = { status: number; body: string; ms: number; retryAfter?: string; busy?: number };
export type Question = { questionHisRefId: number; questionType: number; content: string; hisOptionList: { optionNo: string; content: string }[] };
export type Content = { examId: number; paperHisRefId: number; relationId: number; relationType: number; questionHisList: Question[] };

/**
 * One keep-alive agent per phase, destroyed at its end: a socket left idle between phases could be
 * closed by the server (keep-alive timeout) just as the next phase reuses it.
 */
let agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
export const newAgent = () => {
  agent.destroy();
  agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
};

function attempt(url: URL, method: 'GET' | 'POST', headers: Record<string, string>, body: string | undefined, via: http.Agent) {
  return new Promise<{ status: number; body: string; retryAfter?: string } | { error: NodeJS.ErrnoException; reused: boolean }>((resolve) => {
    const req = http.request(
      url,
      {
        method,
        agent: via,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const retryAfter = res.headers['retry-after'];
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ...(retryAfter ? { retryAfter } : {}) });
        });
        res.on('error', (error) => resolve({ error, reused: false }));
      },
    );
    req.on('error', (error) => resolve({ error, reused: req.reusedSocket }));
    req.end(body);
  });
}

/**
 * Sends a request and times it. A reset of a reused keep-alive socket before any answer is the
 * known keep-alive race (the server closed it as it was picked): retried once, as Node's
 * documentation advises; any other transport failure is answered as status 0 and counted.
 */
export async function send(url: URL, method: 'GET' | 'POST', headers: Record<string, string>, payload?: unknown, via: http.Agent = agent): Promise<Reply> {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  const started = performance.now();
  let res = await attempt(url, method, headers, body, via);
  if ('error' in res && res.reused && res.error.code === 'ECONNRESET') res = await attempt(url, method, headers, body, via);
  const ms = performance.now() - started;
  return 'error' in res ? { status: 0, body: `${res.error.code ?? ''} ${res.error.message}`, ms } : { ...res, ms };
}

/**
 * A start or a submit as the exam page sends it (features/exam/api/busy-retry.ts): a busy server
 * (HTTP 503 with Retry-After: an exam admission's queue was full, or the pool had no connection in
 * time; nothing was written) is asked again after Retry-After (5 s without one, 1 to 30 s) plus up
 * to half of it at random, at most 20 times. The reply's time is the learner's whole wait, first
 * request to last answer; `busy` counts the refusals. `once` sends the request once.
 */
export async function retryingBusy(once: () => Promise<Reply>): Promise<Reply> {
  const started = performance.now();
  let busy = 0;
  for (;;) {
    const reply = await once();
    if (reply.status !== 503 || busy >= 20) return { ...reply, ms: performance.now() - started, busy };
    busy++;
    const seconds = Math.min(30, Math.max(1, Number(reply.retryAfter) || 5));
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000 * (1 + Math.random() / 2)));
  }
}

/** retryingBusy over node:http. */
export const sendRetryingBusy = (url: URL, headers: Record<string, string>, payload: unknown, via: http.Agent = agent): Promise<Reply> =>
  retryingBusy(() => send(url, 'POST', headers, payload, via));

/**
 * A request on a learner's own lean connection (bench/lean-http.ts, the exam day's clients): timed
 * as `send` times it, a transport failure answered as status 0 with what failed.
 */
export async function sendLean(conn: LeanConnection, method: 'GET' | 'POST', path: string, payload?: unknown): Promise<Reply> {
  const started = performance.now();
  const res = await conn.request(method, path, payload === undefined ? undefined : JSON.stringify(payload));
  const ms = performance.now() - started;
  return 'error' in res ? { status: 0, body: `${res.code ?? ''} ${res.error}`, ms } : { ...res, ms };
}

export const percentile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] : 0);
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Records each request's latency and the phase's wall time. */
class Phase {
  private readonly ms: number[] = [];
  failures = 0;
  private started = 0;
  constructor(
    private readonly name: string,
    private readonly failed: string[],
  ) {}
  start() {
    newAgent();
    process.stderr.write(`${new Date().toISOString()} exam scenario: ${this.name}\n`);
    this.started = performance.now();
  }
  record(reply: Reply, what: string): unknown {
    this.ms.push(reply.ms);
    let envelope: { code?: number; data?: unknown; message?: string } = {};
    try {
      envelope = JSON.parse(reply.body) as typeof envelope;
    } catch {
      /* not JSON: counted below */
    }
    if (reply.status !== 200 || envelope.code !== 200) {
      this.failures++;
      if (this.failed.length < 20) this.failed.push(`${this.name} ${what}: HTTP ${reply.status} ${reply.body.slice(0, 200)}`);
      return null;
    }
    return envelope.data;
  }
  figures(): PhaseFigures {
    const seconds = (performance.now() - this.started) / 1000;
    const sorted = [...this.ms].sort((a, b) => a - b);
    return {
      name: this.name,
      requests: sorted.length,
      seconds: round1(seconds),
      rps: sorted.length / seconds,
      p50: round1(percentile(sorted, 0.5)),
      p95: round1(percentile(sorted, 0.95)),
      p99: round1(percentile(sorted, 0.99)),
      failures: this.failures,
    };
  }
}

/** The bare route in a phase's shape: `streams` concurrent streams of `each` sequential requests. */
async function bareLike(bareUrl: URL, streams: number, each: number, failed: string[]): Promise<PhaseFigures> {
  const phase = new Phase('bare Fastify route', failed);
  phase.start();
  await Promise.all(
    Array.from({ length: streams }, async () => {
      for (let i = 0; i < each; i++) phase.record(await send(bareUrl, 'GET', {}), 'GET /bare');
    }),
  );
  return phase.figures();
}

/**
 * The learner's answer to a shown question: right (options reading "right …", or the statement's
 * own "[true]"/"[false]") or wrong on purpose (another option, or one right option of two).
 */
export function answerOf(q: Question, right: boolean): string | string[] {
  const letters = (pick: (content: string) => boolean) => q.hisOptionList.filter((o) => pick(o.content)).map((o) => o.optionNo);
  if (q.questionType === 4) {
    const truth = q.content.endsWith('[true]') ? 'A' : 'B';
    return right ? truth : truth === 'A' ? 'B' : 'A';
  }
  const rightLetters = letters((c) => c.startsWith('right'));
  if (q.questionType === 2) return right ? rightLetters : rightLetters.slice(0, 1);
  return right ? rightLetters[0] : letters((c) => c.startsWith('wrong'))[0];
}

/** The body of a learner's saveAnswer for question `q` of their paper: the right answer, or a wrong one. */
export const saveBody = (c: Content, q: Question, right: boolean) => ({
  siteId: 1,
  languageId: 1,
  paperHisRefId: c.paperHisRefId,
  questionHisId: q.questionHisRefId,
  answer: answerOf(q, right),
});

export async function runExamClass(serverUrl: string, bareUrl: string, exam: PreparedExam): Promise<ClassRun> {
  const failures: string[] = [];
  const phases: PhaseResult[] = [];
  const bare = new URL(bareUrl);
  const url = (call: string) => new URL(`/api/certification/exam/${call}`, serverUrl);
  // Each learner from an address of its own (the server trusts X-Forwarded-For in the bench, as
  // behind a proxy): saveAnswer's rate limit is keyed by address before the session is read, so
  // one address for the whole class would be refused after 600 saves a minute (see PERFORMANCE.md).
  const headersOf = (token: string, i: number) => ({ cookie: learnerCookie(token), origin: serverUrl, 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}` });
  const n = exam.learners.length;
  // The bare route's first requests pay for JIT and connections: not part of any baseline.
  await bareLike(bare, n, 5, failures);
  // The same for the server's start path (issue 19): a server whose start had never run compiled
  // it during the measured burst (TurboFan was 17-25 % of a fresh server's first 500 starts,
  // docs/PERFORMANCE.md session 28), a cost a serving node has long paid, and the bare route's
  // warm-up made the ratio compare a warm baseline with a cold start. A class of its own (another
  // quiz, bench/prepare-exam.ts) starts at once first, as bench/start-burst.ts warms its servers;
  // not counted. BENCH_EXAM_WARMUP=0 leaves it out (the figures as before).
  if (exam.warmUp && process.env.BENCH_EXAM_WARMUP !== '0') {
    const warm = exam.warmUp;
    const replies = await Promise.all(
      warm.learners.map((l, i) =>
        sendRetryingBusy(url('getContent'), headersOf(l.token, i), { siteId: 1, languageId: 1, relationType: 1, relationId: warm.courseId }),
      ),
    );
    const bad = replies.filter((r) => r.status !== 200 || !r.body.includes('"code":200')).length;
    process.stderr.write(`${new Date().toISOString()} exam scenario: warm-up class of ${replies.length} started${bad ? `, ${bad} not answered 200` : ''}\n`);
  }

  // 1. The class starts at once.
  let base = await bareLike(bare, n, 1, failures);
  const start = new Phase('POST /api/certification/exam/getContent (start)', failures);
  let busyStarts = 0;
  start.start();
  const contents = await Promise.all(
    exam.learners.map(async (l, i) => {
      const reply = await sendRetryingBusy(url('getContent'), headersOf(l.token, i), { siteId: 1, languageId: 1, relationType: 1, relationId: exam.courseId });
      busyStarts += reply.busy ?? 0;
      return start.record(reply, `learner ${l.userId}`) as Content | null;
    }),
  );
  phases.push({ ...start.figures(), base });

  // Each learner answers right with its own probability, so the class has passes and failures.
  const plans = exam.learners.map((l, i) => {
    const content = contents[i];
    const skill = 0.35 + (0.6 * i) / Math.max(1, n - 1);
    const answers = (content?.questionHisList ?? []).map((q, k) => {
      const right = ((k * 7919 + i * 104729) % 1000) / 1000 < skill;
      return { questionHisId: q.questionHisRefId, questionType: q.questionType, answer: answerOf(q, right), right };
    });
    return { learner: l, index: i, content, answers };
  });
  const expectedScore = new Map(
    plans.filter((p) => p.content).map((p) => [p.learner.userId, Math.round((p.answers.filter((a) => a.right).length * 100) / exam.paper)]),
  );

  // 2. Everyone answers the paper, one save at a time per learner, all learners together.
  base = await bareLike(bare, n, exam.paper, failures);
  const save = new Phase('POST /api/certification/exam/saveAnswer', failures);
  save.start();
  await Promise.all(
    plans.map(async ({ learner, index, content, answers }) => {
      if (!content) return;
      for (const a of answers) {
        const reply = await send(url('saveAnswer'), 'POST', headersOf(learner.token, index), {
          siteId: 1,
          languageId: 1,
          paperHisRefId: content.paperHisRefId,
          questionHisId: a.questionHisId,
          answer: a.answer,
        });
        save.record(reply, `learner ${learner.userId} question ${a.questionHisId}`);
      }
    }),
  );
  phases.push({ ...save.figures(), base });

  // 3. Everyone submits at once, each with a double click: two concurrent submits per learner.
  base = await bareLike(bare, 2 * n, 1, failures);
  const submit = new Phase('POST /api/certification/exam/submitAnswer (x2 per learner)', failures);
  const submits: SubmitAnswer[] = [];
  let busySubmits = 0;
  submit.start();
  await Promise.all(
    plans.flatMap(({ learner, index, content, answers }) =>
      (content ? [0, 1] : []).map(async () => {
        const reply = await sendRetryingBusy(url('submitAnswer'), headersOf(learner.token, index), {
          siteId: 1,
          languageId: 1,
          examRefId: content!.examId,
          paperHisRefId: content!.paperHisRefId,
          releaseId: content!.relationId,
          relationType: content!.relationType,
          answerList: answers.map(({ questionHisId, questionType, answer }) => ({ questionHisId, questionType, answer })),
        });
        busySubmits += reply.busy ?? 0;
        const data = submit.record(reply, `learner ${learner.userId}`) as Omit<SubmitAnswer, 'userId'> | null;
        if (data)
          submits.push({ userId: learner.userId, examRecordsId: data.examRecordsId, theoryExamScore: data.theoryExamScore, examResult: data.examResult });
      }),
    ),
  );
  phases.push({ ...submit.figures(), base });
  newAgent();
  return { phases, submits, expectedScore, failures, busyStarts, busySubmits };
}
