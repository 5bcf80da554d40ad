import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from './components/Link';
import styled from 'styled-components';
import { buttonStyles, Center, useTitle, type BtnProps } from './components/ui';
import { useT } from './i18n';
import { theme } from './theme';

const Code = styled.h1`
  font-size: clamp(72px, 14vw, 128px);
  font-weight: 850;
  color: ${theme.colors.navy};
  margin: 0;
  letter-spacing: -0.04em;
  line-height: 1;
`;

const Home = styled(Link)<BtnProps>`
  ${buttonStyles}
`;

export default function NotFound() {
  const t = useT();
  const { pathname } = useLocation();
  useTitle(t('titles.notFound'));
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Center>
      <Code>{t('notFound.code')}</Code>
      <p style={{ fontSize: 20, color: '#4a5a70', margin: 0 }}>{t('notFound.text')}</p>
      <Home to="/" $variant="dark">
        {t('notFound.link')}
      </Home>
    </Center>
  );
}
