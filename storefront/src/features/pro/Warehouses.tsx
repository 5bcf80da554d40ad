import styled from 'styled-components';
import { PinIcon } from '../../components/Icons';
import { SectionTitle } from '../../components/ui';
import { useI18n } from '../../i18n';
import { company } from '../../lib/company';
import { theme } from '../../theme';

const Wrap = styled.div`
  display: grid;
  gap: 12px;
  .wh {
    background: #fff;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    padding: 16px;
  }
  h3 {
    font-size: 17px;
    margin: 0 0 4px;
  }
  p {
    margin: 0 0 8px;
    color: ${theme.colors.muted};
    font-size: 14px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    background: ${theme.colors.amberSoft};
    border-radius: 999px;
    padding: 4px 12px;
    font-weight: 600;
    font-size: 14px;
  }
`;

const COUNTRIES = [
  { country: 'france', area: 'warehouseFr' },
  { country: 'netherlands', area: 'warehouseNl' },
] as const;

/** Where orders ship from: each country's logistics centres. */
export function Warehouses() {
  const { t } = useI18n();
  return (
    <Wrap aria-labelledby="warehouses-title">
      <SectionTitle id="warehouses-title" style={{ fontSize: 24 }}>
        {t('pro.warehousesTitle')}
      </SectionTitle>
      <p>{t('pro.warehousesText')}</p>
      {COUNTRIES.map(({ country, area }) => (
        <div className="wh" key={country}>
          <h3>{t(`footer.${country}`)}</h3>
          <p>{t(`pro.${area}`)}</p>
          <ul>
            {company.centres[country].map((c) => (
              <li key={c}>
                <PinIcon width={14} height={14} />
                {` ${c}`}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Wrap>
  );
}
