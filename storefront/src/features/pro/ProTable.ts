import styled, { css } from 'styled-components';
import { theme } from '../../theme';

/**
 * A table's rows as cards on a phone: the header row hidden from sight only (screen readers still
 * name each cell's column), each row a two-column grid (the cells place themselves).
 */
export const stackedRows = css`
  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  tr {
    display: grid;
    grid-template-columns: 1fr auto;
    border-bottom: 1px solid ${theme.colors.border};
  }
  td {
    border: 0;
    padding: 0;
  }
`;

/** The pro space's lists (requests, orders): a table on a wide screen, a card per row under 768 px. */
export const ProTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: #fff;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  th,
  td {
    padding: 12px 14px;
    text-align: left;
    border-bottom: 1px solid ${theme.colors.border};
    font-size: 14px;
    vertical-align: middle;
  }
  th {
    background: ${theme.colors.bg};
    color: ${theme.colors.muted};
    font-weight: 700;
    font-size: 13px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  td {
    font-variant-numeric: tabular-nums;
  }
  td a {
    color: ${theme.colors.navy};
    font-weight: 600;
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
  .mono {
    font-family: ${theme.mono};
  }
  .strong {
    font-weight: 700;
  }
  ${theme.mq.mobile} {
    ${stackedRows}
    tr {
      padding: 10px 12px;
      gap: 4px 12px;
      align-items: center;
    }
    td.wide {
      grid-column: 1 / -1;
      font-weight: 600;
    }
    .num {
      text-align: left;
    }
  }
`;
