/** The only environment @orrery/db reads: libpq's PGHOST and PGUSER (node-pg honours them too). */
export function pgEnv(env: NodeJS.ProcessEnv = process.env): { host?: string; user?: string } {
  return { host: env.PGHOST || undefined, user: env.PGUSER || env.USER || undefined };
}
