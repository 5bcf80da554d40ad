import { loadConfigOrExit } from '../config/configuration';
import { prepareDatabase } from './prepare';

/**
 * The start's preparation: migrations, the first admin, and the demo catalogue only on a new
 * database (`npm start`), or never (`--no-demo`: the production image). Safe at every start.
 */
prepareDatabase(loadConfigOrExit(), { demo: process.argv.includes('--no-demo') ? 'none' : 'new-database' })
  .then((report) =>
    console.log(
      `prepare: ${report.migrations.length} migration(s) applied, demo catalogue ${report.demo ? 'loaded' : 'left as is'}, admin ${report.admin ? 'created' : 'present'}`,
    ),
  )
  .catch((error) => {
    console.error(`prepare: ${(error as Error).message}`);
    process.exit(1);
  });
