import { lazy } from 'react';
import ProductIcon from '@mui/icons-material/BatteryChargingFull';
import ProductList from './ProductList';

/** The first screen: the list is in the initial bundle, the forms (and tiptap) load on demand. */
export default {
  list: ProductList,
  edit: lazy(() => import('./ProductEdit')),
  create: lazy(() => import('./ProductCreate')),
  icon: ProductIcon,
  recordRepresentation: 'name',
};
