import { lazy } from 'react';
// Already in the shell (it was the menu's « Commandes » icon): the first screen does not grow.
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

export default {
  list: lazy(() => import('./OrderList')),
  show: lazy(() => import('./OrderShow')),
  icon: ShoppingCartIcon,
};
