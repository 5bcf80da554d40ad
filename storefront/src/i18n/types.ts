import type { Dict } from './fr';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type Messages = DeepStrings<Dict>;
export type Lang = 'fr' | 'en';
