// The Node flags the server process runs with: one home for `npm start` (scripts/start.mjs), the
// e2e and bench servers (e2e/server.ts, bench/checkout-process.ts), so what is measured is what runs.
//
// --max-semi-space-size=64 (decision 0041): V8's young generation may grow to 64 MB semi-spaces
// (Node 20's default cap is 16 MB). Under a burst every request allocates short-lived objects
// (parsed bodies, rows, answers); with 16 MB the scavenger ran so often that it was about a sixth
// of the server's CPU in an exam's save burst (perf, issue 19), and objects of requests still in
// flight were promoted to the old generation and collected again there. With 64 MB the server's
// CPU per save fell about 20 % (8 of 8 alternated rounds). The cost is memory: the young generation
// grows to two 64 MB semi-spaces under load (128 MB against 32), about 96 MB more; nothing when idle.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
