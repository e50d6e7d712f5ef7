// One step of the exam-day scenario (issue 19): a class of learners starts the same quiz within the
// start window, each saves an answer every 15 to 30 seconds (randomised) until the run's deadline,
// and all submit at that moment. Real HTTP with the learners' session cookies, each learner from an
// address of its own (X-Forwarded-For, as behind a proxy). Every acknowledged save is remembered, so
// the check can find each one in the database afterwards.
import { performance } from 'node:perf_hooks';
import { answerOf, percentile, retryingBusy, type Content, type Reply } from './exam-class';
import { learnerLink, type LearnerLink } from './learner-link';
import type { PreparedExam } from './prepare-exam';
import { learnerCookie } from './learner-cookie';

export type Latencies = { requests: number; p50: number; p95: number; p99: number; max: number; failures: number; seconds: number };
export type DayStep = {
  learners: number;
  start: Latencies;
  save: Latencies;
  /** The saves sent while starts were still being answered, and those sent after the last start's answer. */
  saveWhileStarting: Latencies;
  saveAfterStarts: Latencies;
  submit: Latencies;
  /** paper id → question id → the letters the server acknowledged last. */
  acknowledged: Map<number, Map<number, string[]>>;
  failures: string[];
  /** Starts answered "busy, try again" (503, Retry-After) and asked again, as the exam page does. */
  busyStarts: number;
  /** Submits answered "busy, try again" (503, Retry-After) and sent again, as the exam page does. */
  busySubmits: number;
  /** When the step began (epoch ms), and its calls by the 10 s window they were sent in (for the watch). */
  startedAt: number;
  windows: { start: Window[]; save: Window[]; submit: Window[] };
  /** What `deadlineWatch` answered for the deadline, from its moment until the last submit's answer. */
  deadline?: string;
};

/** Started at the deadline's moment, ended once every submit is answered (the burst's CPU, say). */
export type DeadlineWatch = () => { end(): Promise<string> };

/** The calls sent in one window of a step: how many, their latencies and failures. */
export type Window = { sent: number; p50: number; p99: number; max: number; failures: number };
export const WINDOW_MS = 10_000;

const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - performance.now())));
const round1 = (n: number) => Math.round(n * 10) / 10;

function latencies(ms: number[], failures: number, first: number, last: number): Latencies {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: round1(percentile(sorted, 0.5)),
    p95: round1(percentile(sorted, 0.95)),
    p99: round1(percentile(sorted, 0.99)),
    max: round1(sorted.at(-1) ?? 0),
    failures,
    seconds: round1(sorted.length ? (last - first) / 1000 : 0),
  };
}

class Recorder {
  readonly ms: number[] = [];
  /** When each request was sent, and whether it failed (same order as `ms`). */
  private readonly sent: number[] = [];
  private readonly failedAt: boolean[] = [];
  failures = 0;
  first = Infinity;
  last = 0;
  constructor(
    private readonly name: string,
    private readonly failed: string[],
  ) {}
  record(reply: Reply, sentAt: number): unknown {
    this.ms.push(reply.ms);
    this.sent.push(sentAt);
    this.first = Math.min(this.first, sentAt);
    this.last = Math.max(this.last, sentAt + reply.ms);
    let envelope: { code?: number; data?: unknown } = {};
    try {
      envelope = JSON.parse(reply.body) as typeof envelope;
    } catch {
      /* not JSON: a failure */
    }
    const ok = reply.status === 200 && envelope.code === 200;
    this.failedAt.push(!ok);
    if (ok) return envelope.data;
    this.failures++;
    if (this.failed.length < 20) this.failed.push(`${this.name}: HTTP ${reply.status} ${reply.body.slice(0, 160)}`);
    return null;
  }
  figures(): Latencies {
    return latencies(this.ms, this.failures, this.first, this.last);
  }
  /** The requests by the window of `windowMs` from `t0` they were sent in. */
  windows(t0: number, windowMs = WINDOW_MS): Window[] {
    const byWindow: { ms: number[]; failures: number }[] = [];
    this.sent.forEach((sentAt, i) => {
      const w = Math.max(0, Math.floor((sentAt - t0) / windowMs));
      for (let k = byWindow.length; k <= w; k++) byWindow.push({ ms: [], failures: 0 });
      byWindow[w].ms.push(this.ms[i]);
      if (this.failedAt[i]) byWindow[w].failures++;
    });
    return byWindow.map(({ ms, failures }) => {
      const sorted = ms.sort((a, b) => a - b);
      return {
        sent: sorted.length,
        p50: round1(percentile(sorted, 0.5)),
        p99: round1(percentile(sorted, 0.99)),
        max: round1(sorted.at(-1) ?? 0),
        failures,
      };
    });
  }
  /** The figures of the requests sent before `t`, and of those sent from `t` on. */
  split(t: number): [Latencies, Latencies] {
    const part = (keep: (sentAt: number) => boolean) => {
      const ms: number[] = [];
      let failures = 0;
      let first = Infinity;
      let last = 0;
      this.sent.forEach((sentAt, i) => {
        if (!keep(sentAt)) return;
        ms.push(this.ms[i]);
        if (this.failedAt[i]) failures++;
        first = Math.min(first, sentAt);
        last = Math.max(last, sentAt + this.ms[i]);
      });
      return latencies(ms, failures, first, last);
    };
    return [part((sentAt) => sentAt < t), part((sentAt) => sentAt >= t)];
  }
}

const letters = (checked: unknown): string[] =>
  checked === null || checked === undefined ? [] : Array.isArray(checked) ? [...(checked as string[])].sort() : [String(checked)];

/**
 * What a learner keeps of its paper: the ids its calls name and each question's right and wrong
 * answer, not the parsed paper (texts, options: about 25 KB a learner, most of the load generator's
 * 300 MB heap at 10,000 learners, whose major collection fell in the deadline's burst: 450 ms of
 * its profile there in session 32). A browser holds its own paper on its own machine.
 */
function leanPaper(c: Content) {
  return {
    examId: c.examId,
    paperHisRefId: c.paperHisRefId,
    relationId: c.relationId,
    relationType: c.relationType,
    keys: c.questionHisList.map((q) => ({ questionHisRefId: q.questionHisRefId, right: answerOf(q, true), wrong: answerOf(q, false) })),
  };
}

/**
 * Runs one class for `seconds`: starts spread over `startWindow` seconds, saves every 15–30 s
 * from each learner's start, one submit per learner (without an answer list: what the database
 * holds then comes from the saves alone) at the common deadline.
 */
export async function runExamDayStep(
  serverUrl: string,
  exam: PreparedExam,
  seconds: number,
  startWindow: number,
  deadlineWatch?: DeadlineWatch,
): Promise<DayStep> {
  const failures: string[] = [];
  const start = new Recorder('getContent', failures);
  let busyStarts = 0;
  let busySubmits = 0;
  const save = new Recorder('saveAnswer', failures);
  const submit = new Recorder('submitAnswer', failures);
  const acknowledged = new Map<number, Map<number, string[]>>();
  const url = (call: string) => `/api/certification/exam/${call}`;
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  const headersOf = (token: string, i: number) => ({
    cookie: learnerCookie(token),
    origin: serverUrl,
    'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  });

  // Set before any learner's timer for the same moment, so it fires first.
  const watchingDeadline = deadlineWatch ? sleepUntil(deadline).then(deadlineWatch) : undefined;

  async function runLearner(i: number, own: LearnerLink) {
    await sleepUntil(t0 + Math.random() * startWindow * 1000);
    let sentAt = performance.now();
    const started = await retryingBusy(() => own.post(url('getContent'), { siteId: 1, languageId: 1, relationType: 1, relationId: exam.courseId }));
    busyStarts += started.busy ?? 0;
    const parsed = start.record(started, sentAt) as Content | null;
    if (!parsed) return;
    const content = leanPaper(parsed);
    const mine = new Map<number, string[]>();
    acknowledged.set(content.paperHisRefId, mine);
    let k = 0;
    for (let next = performance.now() + (15 + Math.random() * 15) * 1000; next < deadline; next += (15 + Math.random() * 15) * 1000) {
      await sleepUntil(next);
      const q = content.keys[k++ % content.keys.length];
      sentAt = performance.now();
      const body = {
        siteId: 1,
        languageId: 1,
        paperHisRefId: content.paperHisRefId,
        questionHisId: q.questionHisRefId,
        answer: (i + k) % 3 !== 0 ? q.right : q.wrong,
      };
      const data = save.record(await own.post(url('saveAnswer'), body), sentAt) as { checkedId: unknown } | null;
      if (data) mine.set(q.questionHisRefId, letters(data.checkedId));
    }
    await sleepUntil(deadline);
    sentAt = performance.now();
    const submitted = await retryingBusy(() =>
      own.post(url('submitAnswer'), {
        siteId: 1,
        languageId: 1,
        examRefId: content.examId,
        paperHisRefId: content.paperHisRefId,
        releaseId: content.relationId,
        relationType: content.relationType,
        answerList: [],
      }),
    );
    busySubmits += submitted.busy ?? 0;
    submit.record(submitted, sentAt);
  }

  const links: LearnerLink[] = [];
  let deadlineSeen: string | undefined;
  try {
    await Promise.all(
      exam.learners.map(async (l, i) => {
        // Each learner's own keep-alive connection, as a browser holds one per tab: with a save every
        // 15–30 s it stays open (the server's keep-alive timeout is 72 s) and carries the submit. One
        // agent shared by the class kept at most 256 idle sockets, so the deadline opened thousands of
        // new connections at once and overflowed the server's accept queue (resets after ~30 s). The
        // connection is the lean client (bench/learner-link.ts): the bench's CPU left to the server.
        const own = learnerLink(serverUrl, headersOf(l.token, i));
        links.push(own);
        await runLearner(i, own);
      }),
    );
    deadlineSeen = watchingDeadline ? await (await watchingDeadline).end() : undefined;
  } finally {
    // Closed once every learner is done, not each right after its submit: a browser keeps its
    // connection after the submit (the results page comes next), and closing 10,000 of them while
    // the deadline's other submits were in flight put their teardown into the burst on both sides
    // (session 32: the load generator's profile, `close` and `Socket._destroy`; 141 to 202 µs of its
    // CPU a submit against 43 to 49 in bench/submit-burst.ts, which closes after its burst).
    for (const own of links) own.close();
  }
  // Where the saves' tail comes from: the start burst (paper draws taking the cores) or the steady part.
  const [saveWhileStarting, saveAfterStarts] = save.split(start.last);
  return {
    learners: exam.learners.length,
    start: start.figures(),
    save: save.figures(),
    saveWhileStarting,
    saveAfterStarts,
    submit: submit.figures(),
    acknowledged,
    failures,
    busyStarts,
    busySubmits,
    startedAt: performance.timeOrigin + t0,
    windows: { start: start.windows(t0), save: save.windows(t0), submit: submit.windows(t0) },
    deadline: deadlineSeen,
  };
}
