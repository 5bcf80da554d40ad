import { ValueTransformer } from 'typeorm';

/** PostgreSQL `numeric` comes back as a string; the API surfaces money as numbers. */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null || value === undefined ? null : Number(value)),
};
