import { lazy } from 'react';
// The language icon the header already loads: two words for one thing (and the first screen's budget).
import SynonymIcon from '@mui/icons-material/Translate';

export default {
  list: lazy(() => import('./SynonymList')),
  edit: lazy(() => import('./SynonymEdit')),
  create: lazy(() => import('./SynonymCreate')),
  icon: SynonymIcon,
  recordRepresentation: 'term',
};
