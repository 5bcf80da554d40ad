import { lazy } from 'react';
import UserIcon from '@mui/icons-material/People';

export default {
  list: lazy(() => import('./UserList')),
  icon: UserIcon,
};
