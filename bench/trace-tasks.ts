// `npx tsx bench/trace-tasks.ts`: the main thread's tasks of a first visit, from a Chromium trace, to
// profile what Lighthouse's phone blocks on (issue 19). For each build in TRACE_DISTS (comma list of
// `vite build` output directories, default apps/web/dist) it starts the real server on the demo seed
// (one server per build), then visits each path of TRACE_PATHS (default: the course list and
// certifications 7 and 1) TRACE_ROUNDS times (default 3) in a fresh context at Lighthouse's phone
// size (412 × 823, DPR 1.75, touch), the builds alternated and their order swapped each round (the
// machine's load drifts). A visit is traced from navigation until the network is idle and the page
// still, unthrottled: Lighthouse's simulation multiplies each observed task by 4 (its "blocking
// estimate" below, Σ max(0, 4 × task − 50 ms) after the first contentful paint, is its TBT formula).
// Tasks are read in **thread time** (`tdur`, the CPU the task used), which a loaded machine does
// not stretch as it stretches wall time. Printed per visit, then medians (ranges) per build and page:
// CPU before and after FCP, the longest task after FCP and what it spent on script, style, layout
// and paint, tasks over 10 ms, the blocking estimate, and the layout shift (the trace's
// LayoutShift events without recent input). TRACE_TOP=n also lists the n event names with the most
// self time inside each visit's longest task; TRACE_CATEGORIES adds trace categories (e.g. `fonts`);
// TRACE_FORCED=1 lists each layout a script forced and the script's place (forcedLayouts);
// TRACE_SAVE=<dir> keeps each visit's trace (JSON, opens in Chromium's DevTools Performance panel).
// TRACE_PROFILE=n samples the main thread's JavaScript (V8's sampling profiler in the trace) and lists,
// for the tasks after FCP that count in the blocking estimate (over 12.5 ms of CPU), the n functions
// with the most samples of their own and the n components (the nearest caller whose name starts
// with a capital, outside React's chunk) with the most samples under them; a build made with
// `vite build --minify false` names them as the sources do.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, untilStill } from '../e2e/browser';
import { startServer, type RunningServer } from '../e2e/server';

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; frame?: string; beginData?: { stackTrace?: StackFrame[] } };
};
type StackFrame = { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number };
type Visit = {
  dist: string;
  path: string;
  beforeFcp: number;
  afterFcp: number;
  longest: number;
  longestWall: number;
  fontWall: number;
  fontCalls: number;
  parts: Record<string, number>;
  over10: number;
  blocking: number;
  blockingWall: number;
  cls: number;
  top: string[];
  forced: ForcedLayout[];
  profile: { functions: string[]; components: string[] };
};
/** A layout run inside script (a forced synchronous layout), its CPU and the script that asked for it. */
type ForcedLayout = { ms: number; afterFcp: boolean; where: string };

const dists = (process.env.TRACE_DISTS ?? path.resolve('apps/web/dist')).split(',').filter(Boolean);
const paths = (process.env.TRACE_PATHS ?? '/general-security-certification/online-video-courses,/certification/detail/7,/certification/detail/1').split(',');
const rounds = Number(process.env.TRACE_ROUNDS ?? 3);
const topN = Number(process.env.TRACE_TOP ?? 0);
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'loading',
  'v8',
  ...(process.env.TRACE_CATEGORIES?.split(',') ?? []),
  ...(Number(process.env.TRACE_PROFILE ?? 0) > 0 ? ['disabled-by-default-v8.cpu_profiler'] : []),
];
const profileTop = Number(process.env.TRACE_PROFILE ?? 0);
const FONT_LOOKUPS = new Set([
  'FontCache::GetFontPlatformData',
  'FontCache::FallbackFontForCharacter',
  'FontDataManager::onMatchFamilyStyle',
  'WebSandboxSupportLinux::GetFallbackFontForCharacter',
]);
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

/** Lighthouse's groups of main-thread work, by the outermost event of a known kind. */
function group(name: string): string | null {
  if (name === 'Layout') return 'layout';
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles' || name === 'ParseAuthorStyleSheet') return 'style';
  if (['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit', 'PaintImage', 'Decode Image'].includes(name)) return 'paint';
  if (name === 'ParseHTML') return 'html';
  if (name.startsWith('MinorGC') || name.startsWith('MajorGC') || name.startsWith('V8.GC')) return 'gc';
  if (
    [
      'EvaluateScript',
      'FunctionCall',
      'TimerFire',
      'FireAnimationFrame',
      'EventDispatch',
      'RunMicrotasks',
      'v8.compile',
      'v8.compileModule',
      'v8.evaluateModule',
      'V8.Execute',
      'v8.run',
    ].includes(name)
  )
    return 'script';
  return null;
}

const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;

function analyse(events: TraceEvent[], dist: string, visitPath: string): Visit {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`no first contentful paint in the trace of ${visitPath}`);
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => e.pid === fcp.pid && e.tid === main?.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Outermost tasks only (a nested run loop's task is part of its parent).
  const tasks: TraceEvent[] = [];
  for (const e of onMain) if (TASKS.has(e.name) && !(tasks.length && e.ts < tasks.at(-1)!.ts + (tasks.at(-1)!.dur ?? 0))) tasks.push(e);
  const after = tasks.filter((t) => t.ts >= fcp.ts);
  const longest = after.reduce<TraceEvent | null>((m, t) => (m && cpu(m) >= cpu(t) ? m : t), null);
  const parts: Record<string, number> = {};
  const self = new Map<string, number>();
  if (longest) {
    // Self time of each event in the task (its time less its children's), credited to its nearest known ancestor's group.
    const inside = onMain.filter((e) => e !== longest && e.ts >= longest.ts && e.ts < longest.ts + (longest.dur ?? 0));
    const stack: { e: TraceEvent; group: string | null; children: number }[] = [];
    let outer = 0;
    const close = (upTo: number) => {
      while (stack.length && stack.at(-1)!.e.ts + (stack.at(-1)!.e.dur ?? 0) <= upTo) {
        const done = stack.pop()!;
        const own = Math.max(0, cpu(done.e) - done.children);
        parts[done.group ?? 'other'] = (parts[done.group ?? 'other'] ?? 0) + own;
        self.set(done.e.name, (self.get(done.e.name) ?? 0) + own);
        if (stack.length) stack.at(-1)!.children += cpu(done.e);
        else outer += cpu(done.e);
      }
    };
    for (const e of inside) {
      close(e.ts);
      stack.push({ e, group: stack.at(-1)?.group ?? group(e.name), children: 0 });
    }
    close(Number.POSITIVE_INFINITY);
    parts.other = (parts.other ?? 0) + Math.max(0, cpu(longest) - outer);
  }
  // Font lookups (with TRACE_CATEGORIES=fonts): wall time, since a renderer waits for the browser's
  // font service there (IPC) and Lighthouse multiplies a task's wall time, not its CPU.
  const fonts = onMain.filter((e) => e.ts >= fcp.ts && FONT_LOOKUPS.has(e.name));
  const outerFonts = fonts.filter((e) => !fonts.some((p) => p !== e && p.ts <= e.ts && p.ts + (p.dur ?? 0) >= e.ts + (e.dur ?? 0)));
  const shifts = events.filter(
    (e) => e.name === 'LayoutShift' && e.pid === fcp.pid && !(e.args?.data as { had_recent_input?: boolean } | undefined)?.had_recent_input,
  );
  return {
    dist,
    path: visitPath,
    beforeFcp: tasks.filter((t) => t.ts < fcp.ts).reduce((n, t) => n + cpu(t), 0),
    afterFcp: after.reduce((n, t) => n + cpu(t), 0),
    longest: longest ? cpu(longest) : 0,
    longestWall: longest ? (longest.dur ?? 0) / 1000 : 0,
    fontWall: outerFonts.reduce((n, e) => n + (e.dur ?? 0) / 1000, 0),
    fontCalls: fonts.filter((e) => e.name === 'FontDataManager::onMatchFamilyStyle' || e.name === 'WebSandboxSupportLinux::GetFallbackFontForCharacter').length,
    parts,
    over10: after.filter((t) => cpu(t) > 10).length,
    blocking: after.reduce((n, t) => n + Math.max(0, 4 * cpu(t) - 50), 0),
    blockingWall: after.reduce((n, t) => n + Math.max(0, (4 * (t.dur ?? 0)) / 1000 - 50), 0),
    cls: shifts.reduce((n, e) => n + Number((e.args?.data as { weighted_score_delta?: number } | undefined)?.weighted_score_delta ?? 0), 0),
    forced: forcedLayouts(onMain, fcp.ts),
    profile:
      profileTop > 0
        ? sampledScript(
            events,
            fcp.pid,
            main?.tid,
            after.filter((t) => 4 * cpu(t) > 50),
          )
        : { functions: [], components: [] },
    top: [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, topN)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`),
  };
}

type ProfileNode = { id: number; parent?: number; callFrame: StackFrame & { url?: string } };
type ProfileChunk = { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };

/**
 * The main thread's JavaScript samples (V8's sampling profiler, trace category
 * disabled-by-default-v8.cpu_profiler) inside `tasks`: per function its own samples, and per
 * component (the nearest frame up the stack named with a capital, outside React's chunk) the
 * samples under it; each as milliseconds at the profile's sampling interval, the largest first.
 */
function sampledScript(events: TraceEvent[], pid: number, tid: number | undefined, tasks: TraceEvent[]) {
  const start = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const id = (start as { id?: string } | undefined)?.id;
  const nodes = new Map<number, ProfileNode>();
  const samples: { node: number; ts: number }[] = [];
  let ts = Number((start?.args?.data as { startTime?: number } | undefined)?.startTime ?? start?.ts ?? 0);
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || (e as { id?: string }).id !== id) continue;
    const chunk = e.args?.data as ProfileChunk | undefined;
    for (const n of chunk?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const deltas = chunk?.timeDeltas ?? [];
    (chunk?.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ node, ts });
    });
  }
  const inTasks = samples.filter((s) => tasks.some((t) => s.ts >= t.ts && s.ts < t.ts + (t.dur ?? 0)));
  const interval = samples.length > 1 ? (samples.at(-1)!.ts - samples[0].ts) / (samples.length - 1) / 1000 : 0;
  const own = new Map<string, number>();
  const under = new Map<string, number>();
  const where = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${path.basename(n.callFrame.url ?? '') || '?'}:${n.callFrame.lineNumber ?? 0}`;
  for (const s of inTasks) {
    const leaf = nodes.get(s.node);
    if (!leaf || ['(idle)', '(program)', '(root)'].includes(leaf.callFrame.functionName ?? '')) continue;
    own.set(where(leaf), (own.get(where(leaf)) ?? 0) + 1);
    for (let n: ProfileNode | undefined = leaf; n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
      if (/^[A-Z]/.test(n.callFrame.functionName ?? '') && !/\/react-[\w-]+\.js$/.test(n.callFrame.url ?? '')) {
        under.set(where(n), (under.get(where(n)) ?? 0) + 1);
        break;
      }
    }
  }
  const list = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, profileTop)
      .map(([name, count]) => `${name} ${(count * interval).toFixed(1)}`);
  return { functions: list(own), components: list(under) };
}

/** Where a script frame is: its function, file name and line:column (the build's files are minified: open them there). */
const frameName = (f: StackFrame | undefined) =>
  f ? `${f.functionName || '(anonymous)'} ${path.basename(f.url ?? '') || '?'}:${f.lineNumber ?? 0}:${f.columnNumber ?? 0}` : '?';

/**
 * The layouts a script forced: Layout events nested inside script (a size or position read before
 * the browser's own layout of the frame), each with the script's frame that asked (the event's own
 * stack with TRACE_CATEGORIES=disabled-by-default-devtools.timeline.stack, else the innermost function called).
 */
function forcedLayouts(onMain: TraceEvent[], fcpTs: number): ForcedLayout[] {
  const stack: TraceEvent[] = [];
  const forced: ForcedLayout[] = [];
  for (const e of onMain) {
    while (stack.length && stack.at(-1)!.ts + (stack.at(-1)!.dur ?? 0) <= e.ts) stack.pop();
    if (e.name === 'Layout' && stack.some((p) => group(p.name) === 'script')) {
      const call = [...stack].reverse().find((p) => ['FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch'].includes(p.name));
      const own = e.args?.beginData?.stackTrace?.[0];
      const where = own ? frameName(own) : `${call?.name ?? 'script'} ${frameName(call?.args?.data as StackFrame | undefined)}`;
      forced.push({ ms: cpu(e), afterFcp: e.ts >= fcpTs, where });
    }
    stack.push(e);
  }
  return forced;
}

const fmt = (n: number) => n.toFixed(1);
const parts = (p: Record<string, number>) =>
  Object.entries(p)
    .filter(([, ms]) => ms >= 0.1)
    .sort((a, b) => b[1] - a[1])
    .map(([g, ms]) => `${g} ${fmt(ms)}`)
    .join(', ');
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const stat = (xs: number[], digits = 1) => `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

const servers: RunningServer[] = [];
const browser = await launchChromium();
try {
  for (const dist of dists) servers.push(await startServer({ WEB_DIST: dist, LOG_LEVEL: 'warn' }, 300_000));
  const visits: Visit[] = [];
  console.log(`load average ${load()} at the start`);
  for (let round = 0; round < rounds; round++) {
    const order = dists.map((_, i) => i);
    if (round % 2) order.reverse();
    for (const visitPath of paths) {
      for (const i of order) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        await browser.startTracing(page, { categories });
        await page.goto(`${servers[i].url}${visitPath}`, { waitUntil: 'networkidle' });
        await untilStill(page);
        await page.waitForTimeout(500);
        const raw = await browser.stopTracing();
        if (process.env.TRACE_SAVE)
          fs.writeFileSync(path.join(process.env.TRACE_SAVE, `${round + 1}-${path.basename(dists[i])}-${visitPath.replace(/\W+/g, '_')}.json`), raw);
        const trace = JSON.parse(raw.toString()) as { traceEvents: TraceEvent[] };
        await context.close();
        const v = analyse(trace.traceEvents, dists[i], visitPath);
        visits.push(v);
        console.log(
          `round ${round + 1} ${path.basename(dists[i])} ${visitPath}: before FCP ${fmt(v.beforeFcp)} ms, after ${fmt(v.afterFcp)}, longest after FCP ${fmt(v.longest)} (${parts(v.parts)}; wall ${fmt(v.longestWall)}), ` +
            `font lookups after FCP ${fmt(v.fontWall)} ms wall (${v.fontCalls} to the browser), ` +
            `over 10 ms ${v.over10}, blocking estimate ${v.blocking.toFixed(0)} (wall ${v.blockingWall.toFixed(0)}), CLS ${v.cls.toFixed(3)}, ` +
            `forced layouts ${v.forced.length} (${fmt(v.forced.reduce((n, f) => n + f.ms, 0))} ms), load ${load()}${v.top.length ? `\n    ${v.top.join('; ')}` : ''}` +
            (v.profile.functions.length ? `\n    functions: ${v.profile.functions.join('; ')}\n    components: ${v.profile.components.join('; ')}` : '') +
            (process.env.TRACE_FORCED === '1'
              ? v.forced.map((f) => `\n    forced layout ${fmt(f.ms)} ms ${f.afterFcp ? 'after' : 'before'} FCP: ${f.where}`).join('')
              : ''),
        );
      }
    }
  }
  console.log(`\nload average ${load()} at the end; thread time, medians (ranges) of ${rounds} visits`);
  console.log(
    '| build | page | CPU before FCP ms | CPU after FCP ms | longest task after FCP ms | its wall ms | its layout ms | its script ms | tasks > 10 ms | blocking estimate ms | on wall time ms | font lookups after FCP, wall ms | CLS | forced layouts | their CPU ms |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const visitPath of paths) {
    for (const dist of dists) {
      const vs = visits.filter((v) => v.dist === dist && v.path === visitPath);
      console.log(
        `| ${path.basename(dist)} | ${visitPath} | ${stat(vs.map((v) => v.beforeFcp))} | ${stat(vs.map((v) => v.afterFcp))} | ${stat(vs.map((v) => v.longest))} | ${stat(vs.map((v) => v.longestWall))} | ` +
          `${stat(vs.map((v) => v.parts.layout ?? 0))} | ${stat(vs.map((v) => v.parts.script ?? 0))} | ${vs.reduce((n, v) => n + v.over10, 0)} | ${stat(
            vs.map((v) => v.blocking),
            0,
          )} | ${stat(
            vs.map((v) => v.blockingWall),
            0,
          )} | ${stat(vs.map((v) => v.fontWall))} | ${stat(
            vs.map((v) => v.cls),
            3,
          )} | ${stat(
            vs.map((v) => v.forced.length),
            0,
          )} | ${stat(vs.map((v) => v.forced.reduce((n, f) => n + f.ms, 0)))} |`,
      );
    }
  }
} finally {
  await browser.close();
  for (const s of servers) {
    await s.stop();
    fs.rmSync(s.dataDir, { recursive: true, force: true });
  }
}
