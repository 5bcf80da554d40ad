import { lazy } from 'react';
import DeliveryIcon from '@mui/icons-material/LocalShipping';

export default {
  list: lazy(() => import('./DeliveryList')),
  icon: DeliveryIcon,
};
