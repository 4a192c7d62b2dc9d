// The baseline: a bare Fastify handler answering the same envelope, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/ping', async () => ({ code: 1, msg: '操作成功', data: { pong: true } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
