import { lazy } from 'react';
import SupplierIcon from '@mui/icons-material/LocalShipping';

export default {
  list: lazy(() => import('./SupplierList')),
  edit: lazy(() => import('./SupplierEdit')),
  create: lazy(() => import('./SupplierCreate')),
  icon: SupplierIcon,
  recordRepresentation: 'name',
};
