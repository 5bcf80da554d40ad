import styled from 'styled-components';
import type { ProductDetail } from '@stockwatt/shared';
import { useI18n } from '../../i18n';
import { theme } from '../../theme';

const SpecTable = styled.table`
  border-collapse: collapse;
  width: 100%;
  max-width: 720px;
  th,
  td {
    text-align: left;
    padding: 10px 12px;
    border-bottom: 1px solid ${theme.colors.border};
    font-size: 15px;
  }
  th {
    width: 40%;
    color: ${theme.colors.muted};
    font-weight: 600;
  }
  td {
    font-variant-numeric: tabular-nums;
  }
  tr:nth-child(even) {
    background: ${theme.colors.bg};
  }
`;

/** The details tab: the catalogue's own columns (those the product has), then its free-form specifications. */
export function Specifications({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  const optional = (label: string, value: string | number | null | undefined): [string, string][] =>
    value ? [[label, String(value)]] : [];
  const rows: [string, string][] = [
    [t('product.spec.brand'), product.brand],
    [t('product.spec.reference'), product.reference],
    [t('product.spec.type'), product.battery_type ?? product.type],
    ...optional(t('product.spec.capacity'), product.storage_capacity),
    ...optional(t('product.spec.power'), product.max_output_power),
    ...optional(t('product.spec.cycles'), product.life_cycles),
    ...optional(t('product.spec.warranty'), product.lifespan_years && t('product.spec.years', { value: product.lifespan_years })),
    ...Object.entries(product.specifications ?? {}).map(([k, v]) => [k, String(v)] as [string, string]),
  ];
  return (
    <>
      <h2>{t('product.specsTitle')}</h2>
      <SpecTable>
        <tbody>
          {rows.map(([k, v]) => (
            <tr key={k}>
              <th scope="row">{k}</th>
              <td>{v}</td>
            </tr>
          ))}
        </tbody>
      </SpecTable>
    </>
  );
}
