import styled from 'styled-components';
import type { ProductDetail } from '@stockwatt/shared';
import { FileIcon } from '../../components/Icons';
import { useI18n } from '../../i18n';
import { theme } from '../../theme';

/** The seed's French names of the spec's four documents, shown in the visitor's language. */
const DOC_KINDS: Record<string, 'manual' | 'sheet' | 'compat' | 'warranty'> = {
  'Manuel d’installation': 'manual',
  'Fiche technique': 'sheet',
  'Guide de compatibilité': 'compat',
  'Informations de garantie': 'warranty',
};

const Docs = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 10px;
  ${theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  a {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 52px;
    padding: 10px 14px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.navy};
    font-weight: 600;
    text-decoration: none;
    background: #fff;
    transition: border-color ${theme.transition};
  }
  a:hover {
    border-color: ${theme.colors.navy};
  }
  svg {
    color: ${theme.colors.red};
    flex-shrink: 0;
  }
`;

/** The documentation tab: one download link per document. */
export function Documentation({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  if (!product.documentation?.length) return <p>{t('product.noDocs')}</p>;
  return (
    <Docs>
      {product.documentation.map((d) => (
        <li key={d.url}>
          <a href={d.url} download={d.fileName} target="_blank" rel="noopener">
            <FileIcon />
            {` ${t('product.download', { name: DOC_KINDS[d.name] ? t(`product.docKind.${DOC_KINDS[d.name]}`) : d.name })}`}
          </a>
        </li>
      ))}
    </Docs>
  );
}
