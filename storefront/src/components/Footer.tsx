import { Link } from './Link';
import styled from 'styled-components';
import { useT } from '../i18n';
import { company } from '../lib/company';
import { ClockIcon, Logo, PhoneIcon, PinIcon } from './Icons';
import { Container } from './ui';
import { theme } from '../theme';

const Foot = styled.footer`
  background: ${theme.colors.navy};
  color: #c9d4e5;
  margin-top: 64px;
  font-size: 14px;
  a {
    color: #e6ecf5;
    text-decoration: none;
  }
  a:hover {
    color: #fff;
    text-decoration: underline;
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: 32px;
  padding-top: 48px;
  padding-bottom: 32px;
  ${theme.mq.md} {
    grid-template-columns: 1.4fr 1fr 1fr;
    gap: 48px;
  }
`;

const H = styled.h2`
  color: #fff;
  font-size: 15px;
  font-weight: 700;
  margin: 0 0 14px;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const BrandLine = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  color: #fff;
  font-weight: 800;
  font-size: 20px;
  margin-bottom: 12px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
`;

const Country = styled.div`
  margin-bottom: 14px;
  strong {
    color: #fff;
    display: block;
    margin-bottom: 6px;
    font-weight: 600;
  }
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.1);
  padding: 18px 0;
  font-size: 13px;
  ${Container} {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
    justify-content: space-between;
  }
`;

export function Footer() {
  const t = useT();
  return (
    <Foot>
      <Grid>
        <div>
          <BrandLine>
            <Logo /> Stockwatt
          </BrandLine>
          <p>{t('footer.description')}</p>
          <List>
            <li>
              <PhoneIcon width={16} height={16} /> <a href={company.phoneHref}>{company.phone}</a>
            </li>
            <li>
              <ClockIcon width={16} height={16} />
              {` ${t('footer.hours')}`}
            </li>
            <li>
              <Link to="/demande-devis">{`${t('footer.quote')} →`}</Link>
            </li>
          </List>
        </div>
        <div>
          <H>{t('footer.centres')}</H>
          <Country>
            <strong>{t('footer.france')}</strong>
            <List>
              {company.centres.france.map((c) => (
                <li key={c}>
                  <PinIcon width={16} height={16} />
                  {` ${c}`}
                </li>
              ))}
            </List>
          </Country>
          <Country>
            <strong>{t('footer.netherlands')}</strong>
            <List>
              {company.centres.netherlands.map((c) => (
                <li key={c}>
                  <PinIcon width={16} height={16} />
                  {` ${c}`}
                </li>
              ))}
            </List>
          </Country>
        </div>
        <nav aria-label={t('footer.legal')}>
          <H>{t('footer.legal')}</H>
          <List>
            <li>
              <Link to="/conditions-generales">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/politique-confidentialite">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/mentions-legales">{t('footer.mentions')}</Link>
            </li>
          </List>
        </nav>
      </Grid>
      <Bottom>
        <Container>
          <span>{t('footer.rights', { year: new Date().getFullYear() })}</span>
          <span>{t('footer.proOnly')}</span>
        </Container>
      </Bottom>
    </Foot>
  );
}

export default Footer;
