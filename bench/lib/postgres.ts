import pg from 'pg';

/**
 * A fresh `boguan_bench` database on the local PostgreSQL server (BENCH_POSTGRES_URL to choose
 * another), or null when none answers: the PostgreSQL figures are then left out.
 */
export async function benchDatabaseUrl(name = 'boguan_bench'): Promise<string | null> {
  const admin = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    console.log('bench: no PostgreSQL server answered; PostgreSQL figures skipped');
    return null;
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  admin.pathname = `/${name}`;
  return admin.toString();
}
