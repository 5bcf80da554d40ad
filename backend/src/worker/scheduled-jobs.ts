/**
 * The fleet's periodic work, as BullMQ job schedulers on one queue: the schedule lives in Redis,
 * so each interval makes one job that exactly one worker process runs, however many workers
 * (or `ROLE=all` processes) there are. Ids are the scheduler ids and the job names.
 */
export const SCHEDULES_QUEUE = 'schedules';

export const QUOTE_SWEEP = 'quote-sweep';
export const TOKEN_PURGE = 'token-purge';
export type ScheduledJobName = typeof QUOTE_SWEEP | typeof TOKEN_PURGE;

/** What a run answers (kept on the completed job for a day: who ran what, when). */
export interface ScheduledRun {
  name: ScheduledJobName;
  done: number;
}
