/**
 * One build, one entry point; ROLE says what a process runs. `api` answers HTTP and only
 * enqueues; `worker` runs the queue processors and the fleet's scheduled jobs behind a
 * health-only port; `all` (default) is both, so one process is a whole shop.
 */
export type ProcessRole = 'api' | 'worker' | 'all';

const ROLES: ProcessRole[] = ['api', 'worker', 'all'];

export function loadRole(env: NodeJS.ProcessEnv): ProcessRole {
  const role = (env.ROLE ?? 'all').trim() as ProcessRole;
  if (!ROLES.includes(role)) throw new Error(`ROLE must be one of ${ROLES.join(', ')} (got "${env.ROLE}")`);
  return role;
}

export const runsHttpApi = (role: ProcessRole): boolean => role !== 'worker';
export const runsWorkers = (role: ProcessRole): boolean => role !== 'api';
