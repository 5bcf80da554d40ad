import styled from 'styled-components';
import { theme } from '../../theme';

/** A section of the pro space; anchors land below the sticky header. */
export const Section = styled.section`
  padding: 48px 0 8px;
  scroll-margin-top: 80px;
`;

/** A main column and a 380 px side column from 1024 px; one column under it. */
export const Two = styled.div`
  display: grid;
  gap: 24px;
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) 380px;
    align-items: start;
  }
`;

/** A white panel of the pro space (and of the quote's page). */
export const Card = styled.div`
  background: #fff;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  padding: 20px;
  ${theme.mq.md} {
    padding: 28px;
  }
`;
