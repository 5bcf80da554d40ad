import styled from 'styled-components';
import { Container } from '../../components/ui';
import { theme } from '../../theme';

export const Narrow = styled(Container)`
  max-width: 520px;
  padding-top: 48px;
`;

export const AuthCard = styled.div`
  background: #fff;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.md};
  padding: 24px 20px;
  display: grid;
  gap: 16px;
  ${theme.mq.md} {
    padding: 32px;
  }
  h1 {
    font-size: 26px;
    margin: 0;
  }
  form {
    display: grid;
    gap: 16px;
  }
`;
