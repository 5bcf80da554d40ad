import './pro.messages';
import { RequireAuth } from '../auth/RequireAuth';
import ProSpace from './ProSpace';

/** The professional space's route module: only for a signed-in buyer. */
export function Component() {
  return (
    <RequireAuth>
      <ProSpace />
    </RequireAuth>
  );
}
