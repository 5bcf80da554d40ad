import styled from 'styled-components';
import { theme } from '../theme';

/** Amounts under their labels, right-aligned in tabular figures (`.ttc` for the total to pay): the cart's and an offer's totals. */
export const TotalsList = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  font-variant-numeric: tabular-nums;
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
  .ttc {
    font-size: 18px;
    font-weight: 800;
    color: ${theme.colors.navy};
  }
`;
