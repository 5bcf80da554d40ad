import styled from 'styled-components';

/** A section of the pro space; anchors land below the sticky header. */
export const Section = styled.section`
  padding: 48px 0 8px;
  scroll-margin-top: 80px;
`;
