import { Settings } from './settings';

/**
 * One build, one entry point; ROLE says what a process runs. `api` answers HTTP and only
 * enqueues; `worker` runs the queue processors and the fleet's scheduled jobs behind a
 * health-only port; `all` (default) is both, so one process is a whole shop.
 */
export type ProcessRole = 'api' | 'worker' | 'all';

const ROLES: ProcessRole[] = ['api', 'worker', 'all'];

export function loadRole(s: Settings): ProcessRole {
  return s.oneOf('ROLE', ROLES, 'all');
}

export const runsHttpApi = (role: ProcessRole): boolean => role !== 'worker';
export const runsWorkers = (role: ProcessRole): boolean => role !== 'api';
