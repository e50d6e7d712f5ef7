// Prints an exam-day step window by window (BENCH_EXAM_DAY_WATCH=1): the calls sent in each 10 s
// window beside what the machine did meanwhile (exam-day-watch.ts) and how late the server's event
// loop ran (event-loop-delay.mjs), so a slow or failing window names what was busy.
import { WINDOW_MS, type DayStep, type Window } from './exam-day-load';
import type { ExamDayWatch } from './exam-day-watch';

export type LoopSecond = { at: number; p99: number; max: number };

const pct = (n: number) => `${Math.round(n * 100)} %`;
const f1 = (n: number) => n.toFixed(1);
const calls = (w: Window | undefined) => (w?.sent ? `${w.sent} · p99 ${Math.round(w.p99)}${w.failures ? ` · ${w.failures} failed` : ''}` : '');

export function printWindows(step: DayStep, watch: ExamDayWatch, loop: LoopSecond[]) {
  const count = Math.max(step.windows.start.length, step.windows.save.length, step.windows.submit.length);
  console.log(`\nN = ${step.learners}, by the 10 s window the calls were sent in (count · p99 ms · failed):`);
  console.log(
    '| from s | starts | saves | submits | machine CPU | server cores | PostgreSQL cores | connections active (max) / idle / idle in transaction | lock waits | event loop p99 / max ms |',
  );
  console.log('|---:|---|---|---|---:|---:|---:|---|---:|---|');
  for (let w = 0; w < count; w++) {
    const from = step.startedAt + w * WINDOW_MS;
    const m = watch.window(from, from + WINDOW_MS);
    const seconds = loop.filter((s) => s.at >= from && s.at < from + WINDOW_MS);
    const loopP99 = seconds.length ? Math.max(...seconds.map((s) => s.p99)) : 0;
    const loopMax = seconds.length ? Math.max(...seconds.map((s) => s.max)) : 0;
    console.log(
      `| ${(w * WINDOW_MS) / 1000} | ${calls(step.windows.start[w])} | ${calls(step.windows.save[w])} | ${calls(step.windows.submit[w])} | ` +
        `${pct(m.machine)} | ${f1(m.server)} | ${f1(m.postgres)} | ${f1(m.active)} (${m.maxActive}) / ${f1(m.idle)} / ${f1(m.inTransaction)} | ${f1(m.lockWaits)} | ` +
        `${seconds.length ? `${loopP99} / ${loopMax}` : ''} |`,
    );
  }
}
