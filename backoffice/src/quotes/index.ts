import { lazy } from 'react';
import QuoteIcon from '@mui/icons-material/RequestQuote';

export default {
  list: lazy(() => import('./QuoteList')),
  show: lazy(() => import('./QuoteShow')),
  icon: QuoteIcon,
};
