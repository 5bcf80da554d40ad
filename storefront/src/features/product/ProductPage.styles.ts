import { Link } from '../../components/Link';
import styled from 'styled-components';
import { theme } from '../../theme';

export const Crumbs = styled.nav`
  padding: 18px 0 6px;
  font-size: 14px;
  color: ${theme.colors.muted};
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
  }
  .sep {
    margin-right: 6px;
    color: #9aa6b8;
  }
  a {
    color: ${theme.colors.navy};
  }
  [aria-current] {
    color: ${theme.colors.muted};
  }
`;

export const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  color: ${theme.colors.navy};
  text-decoration: none;
  margin: 6px 0 18px;
  &:hover {
    text-decoration: underline;
  }
`;

export const Top = styled.div`
  display: grid;
  gap: 24px;
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr);
    gap: 40px;
  }
`;

export const Media = styled.div`
  background: linear-gradient(180deg, #f8fafc 0%, #e6ebf1 100%);
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  aspect-ratio: 4 / 3;
  display: flex;
  align-items: center;
  justify-content: center;
  position: relative;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  .badge {
    position: absolute;
    top: 16px;
    left: 16px;
    background: ${theme.colors.red};
    color: #fff;
    font-weight: 800;
    padding: 4px 10px;
    border-radius: 6px;
  }
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h1 {
    font-size: clamp(26px, 3.2vw, 36px);
    font-weight: 800;
    margin: 0;
  }
  .brand {
    font-size: 13px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${theme.colors.amberText};
    margin: 0;
  }
  .ref {
    font-family: ${theme.mono};
    color: ${theme.colors.muted};
    margin: 0;
    font-size: 14px;
  }
  .rating {
    display: flex;
    align-items: center;
    gap: 8px;
    color: ${theme.colors.muted};
    font-size: 14px;
  }
`;

export const Features = styled.ul`
  list-style: none;
  padding: 0;
  margin: 4px 0;
  display: grid;
  grid-template-columns: 1fr;
  gap: 8px;
  ${theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    display: flex;
    align-items: center;
    gap: 10px;
    background: #fff;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
    padding: 10px 12px;
    font-size: 14px;
    font-weight: 500;
  }
  svg {
    color: ${theme.colors.amberDark};
    flex-shrink: 0;
  }
`;

/** A router link drawn as a button (quote request, back home). */
