import { loadConfigOrExit } from '../../config/configuration';
import { prepareDatabase } from '../prepare';

/**
 * `npm run seed -w backend`: migrations, the first admin, and the demo catalogue rows that
 * are missing (by id and reference; nothing existing is changed). `--fresh` drops the
 * database first (browser tests and benches start from a known state).
 */
prepareDatabase(loadConfigOrExit(), { fresh: process.argv.includes('--fresh'), demo: 'missing' })
  .then((report) => console.log(JSON.stringify(report)))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
