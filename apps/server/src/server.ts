import { buildApp } from './app.js';
import { startRuntime } from './bootstrap.js';
import { ConfigError, loadConfig } from './config/config.js';
import { startJobs } from './jobs/start-jobs.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`boguan: ${error.message}`);
      process.exit(78);
    }
    throw error;
  }
  const startedAt = performance.now();
  const runtime = await startRuntime(config);
  const app = await buildApp({ ctx: runtime.ctx });
  const runner = config.jobs ? await startJobs(runtime.ctx) : null;
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: `http://${config.host}:${config.port}`,
      database: runtime.database.kind,
      startMs: Math.round(performance.now() - startedAt),
    },
    'boguan is up',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, let the ones under way finish, then close the database.
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close();
    await runner?.stop();
    await runtime.database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('boguan failed to start:', error);
  process.exit(1);
});
