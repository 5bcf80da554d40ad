import type { Exporter } from 'react-admin';
import type { StockwattDataProvider } from '../dataProvider';

/** Saves text as a CSV file (BOM first: French Excel then reads it as UTF-8). */
export function downloadCsv(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([`\ufeff${text}`], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `${name}.csv` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * 'Exporter' on the product list: the server writes the CSV (the import's columns, so an export
 * is the import's template) for the products the list's filter selected.
 */
export const productsExporter: Exporter = async (records, _fetchRelated, dataProvider) => {
  const { data } = await (dataProvider as StockwattDataProvider).exportProducts({ filter: { id: records.map((r) => r.id) } });
  downloadCsv(data, 'produits');
};
