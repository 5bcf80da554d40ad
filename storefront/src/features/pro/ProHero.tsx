import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { Button, Container, Eyebrow, LightLink } from '../../components/ui';
import { useI18n } from '../../i18n';
import { scrollToId } from '../../lib/hooks';
import { useAuth } from '../auth/AuthContext';
import { theme } from '../../theme';

const Hero = styled.section`
  background: linear-gradient(150deg, #0b1f3a 0%, #163763 100%);
  color: #fff;
  padding: 48px 0;
  h1 {
    font-size: clamp(28px, 4.4vw, 46px);
    font-weight: 800;
    max-width: 20ch;
  }
  p {
    color: #c9d4e5;
    max-width: 60ch;
    font-size: 17px;
  }
  .hello {
    font-size: 14px;
    color: #f5b935;
    margin-bottom: 8px;
  }
  .ctas {
    display: flex;
    gap: 12px;
    flex-wrap: wrap;
    margin-top: 24px;
  }
  ${theme.mq.mobile} {
    .ctas > * {
      flex: 1 1 100%;
    }
  }
  .session {
    display: flex;
    gap: 4px 8px;
    flex-wrap: wrap;
    margin-top: 16px;
  }
  .session button {
    color: #e6ecf5;
    padding: 0 10px;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  .session button:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.08);
  }
`;

/** Who is signed in, the two calls to action, and signing out (here or on every device). */
export function ProHero() {
  const { t } = useI18n();
  const { user, signOut } = useAuth();
  return (
    <Hero>
      <Container>
        {user && <p className="hello">{t('pro.hello', { email: user.email })}</p>}
        <Eyebrow style={{ color: '#f5b935' }}>{t('pro.eyebrow')}</Eyebrow>
        <h1>{t('pro.title')}</h1>
        <p>{t('pro.text')}</p>
        <div className="ctas">
          <Button
            as="a"
            href="#contact"
            $size="lg"
            onClick={(e: MouseEvent) => {
              e.preventDefault();
              scrollToId('contact');
            }}
          >
            {t('pro.ctaQuote')}
          </Button>
          <LightLink to="/#produits" $size="lg">
            {t('pro.ctaProducts')}
          </LightLink>
        </div>
        <div className="session">
          <Button type="button" $variant="ghost" $size="sm" onClick={() => void signOut()}>
            {t('header.logout')}
          </Button>
          <Button type="button" $variant="ghost" $size="sm" onClick={() => void signOut(true)}>
            {t('header.logoutAll')}
          </Button>
        </div>
      </Container>
    </Hero>
  );
}
