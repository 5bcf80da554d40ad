import { lazy } from 'react';
import ReviewIcon from '@mui/icons-material/RateReview';

export default {
  list: lazy(() => import('./ReviewList')),
  icon: ReviewIcon,
};
