import { lazy } from 'react';
import PartnerIcon from '@mui/icons-material/VpnKey';

/** The Partenaires screens load on first visit: none of it weighs on the first screen. */
export default {
  list: lazy(() => import('./PartnerList')),
  edit: lazy(() => import('./PartnerEdit')),
  create: lazy(() => import('./PartnerCreate')),
  icon: PartnerIcon,
  recordRepresentation: 'name',
};
