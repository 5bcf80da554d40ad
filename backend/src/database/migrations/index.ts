import { InitialCatalogue1763769600000 } from './1763769600000-InitialCatalogue';

/** In order. Each module's migration is added here. */
export const MIGRATIONS = [InitialCatalogue1763769600000];
