// Baseline for the benchmark: a bare Fastify 5 route, started the same way as the real server
// (tsx, same Node, production mode, a logger at the same level), answering a fixed envelope.
import Fastify from 'fastify';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
const body = { code: 200, data: [{ id: 1, languagePackId: 'en' }], message: 'success' };
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
