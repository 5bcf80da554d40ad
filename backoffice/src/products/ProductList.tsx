import {
  Box,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
  useMediaQuery,
  Theme,
} from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  CreateButton,
  Datagrid,
  ExportButton,
  FilterButton,
  FunctionField,
  List,
  RecordContextProvider,
  useGetList,
  TextField as RaTextField,
  TopToolbar,
  useListContext,
  useTranslate,
  type SelectInputProps,
} from 'react-admin';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import { SORT_FIELDS, statusChoices } from './choices';
import { PriceCell, usePriceMode } from './PriceCell';
import { RowMenu } from './RowMenu';
import { StatusSelect } from './StatusSelect';
import { StockCell } from './StockCell';
import { ListSearch } from '../common/ListSearch';
import { ImportButton } from './ImportButton';
import { productsExporter } from './csv';
import { ListEmpty } from '../common/ListEmpty';

// Only needed once a row is selected or a filter is added: kept out of the first screen's JS.
const LazyBulkActions = lazy(() => import('./BulkActions'));
const LazySelectInput = lazy(() => import('./FilterSelectInput'));

function BulkActions() {
  // react-admin renders the bulk buttons even with nothing selected: load them on selection.
  const { selectedIds } = useListContext();
  if (!selectedIds?.length) return null;
  return (
    <Suspense fallback={null}>
      <LazyBulkActions />
    </Suspense>
  );
}

/** react-admin's SelectInput, loaded when the filter is shown (FilterButton reads its props). */
function FilterSelect(props: SelectInputProps) {
  return (
    <Suspense fallback={null}>
      <LazySelectInput {...props} />
    </Suspense>
  );
}

/** Brands for the filter: the public catalogue's facet (published products). */
function useBrandChoices() {
  const [brands, setBrands] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    fetch('/api/products?pageSize=1')
      .then((res) => (res.ok ? res.json() : null))
      .then((body) => {
        const values: { value: string }[] = body?.facets?.brands ?? [];
        setBrands(values.map(({ value }) => ({ id: value, name: value })));
      })
      .catch(() => setBrands([]));
  }, []);
  return brands;
}

function useFilters() {
  const brands = useBrandChoices();
  const { data: suppliers = [] } = useGetList('suppliers', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  return [
    <ListSearch key="q" source="q" alwaysOn name="sw.search.products" hint="sw.products.search" sx={{ minWidth: { sm: 360 } }} />,
    <FilterSelect key="status" source="status" label="sw.products.filter_status" choices={statusChoices} />,
    <FilterSelect key="brand" source="brand" label="sw.products.filter_brand" choices={brands} />,
    <FilterSelect key="supplier" source="supplier_id" label="sw.products.filter_supplier" choices={suppliers} translateChoice={false} />,
  ];
}

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton />
      <ImportButton />
      <CreateButton label="sw.products.add" variant="contained" />
    </TopToolbar>
  );
}

function PriceModeSwitch() {
  const [mode, setMode] = usePriceMode();
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={mode}
      onChange={(_, value) => value && setMode(value)}
      aria-label={translate('sw.products.price_mode')}
    >
      <ToggleButton value="HT" sx={{ px: 1.5 }}>
        {translate('sw.products.ht')}
      </ToggleButton>
      <ToggleButton value="TTC" sx={{ px: 1.5 }}>
        {translate('sw.products.ttc')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

function SortControl() {
  const { sort, setSort } = useListContext();
  const translate = useTranslate();
  const known = (SORT_FIELDS as readonly string[]).includes(sort.field);
  const asc = sort.order === 'ASC';
  return (
    <Stack sx={{ alignItems: 'center' }} direction="row" spacing={0.5}>
      <TextField
        select
        size="small"
        label={translate('sw.products.sort_by')}
        value={known ? sort.field : ''}
        onChange={(e) => setSort({ field: e.target.value, order: sort.order })}
        sx={{ minWidth: 150 }}
      >
        {SORT_FIELDS.map((field) => (
          <MenuItem key={field} value={field}>
            {translate(`sw.products.sort.${field}`)}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={translate('sw.products.toggle_order')}>
        <IconButton
          size="small"
          aria-label={`${translate('sw.products.toggle_order')} (${translate(asc ? 'sw.products.ascending' : 'sw.products.descending')})`}
          onClick={() => setSort({ field: sort.field, order: asc ? 'DESC' : 'ASC' })}
        >
          {asc ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** 'Liste des produits' with the count, the HT/TTC switch and the sort selector. */
function ListHeader() {
  const { total } = useListContext();
  const translate = useTranslate();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'space-between',
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {translate('sw.products.list_heading', { count: total ?? 0 })}
      </Typography>
      <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={1.5} useFlexGap>
        <PriceModeSwitch />
        <SortControl />
      </Stack>
    </Stack>
  );
}

function NoResults() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {translate('sw.products.not_found')}
    </Typography>
  );
}

function Thumb({ record }: { record: { image_card_url?: string | null; image_url?: string | null; name: string } }) {
  const src = record.image_card_url ?? record.image_url;
  return (
    <Box
      sx={{
        width: 44,
        height: 44,
        borderRadius: 1,
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        flex: 'none',
      }}
    >
      {src ? (
        <img src={src} alt={record.name} width={44} height={44} loading="lazy" style={{ objectFit: 'contain', display: 'block' }} />
      ) : null}
    </Box>
  );
}

/** Phones: one card per product with the same information and actions. */
function MobileList() {
  const { data, isPending } = useListContext();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data?.length) return <NoResults />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Box component="li" sx={{ display: 'flex', gap: 1.5, p: 1.5, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}>
            <Thumb record={record} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                sx={{
                  fontWeight: 600,
                  fontSize: 14,
                  lineHeight: 1.3,
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {record.name}
              </Typography>
              <Typography sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 12, color: 'text.secondary' }}>
                {record.reference} · {record.brand}
              </Typography>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 0.75, fontSize: 14 }}>
                <PriceCell />
                <StockCell />
              </Stack>
              <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
                <StatusSelect />
                <Typography variant="caption" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
                  {record.supplier_name ?? translate('sw.none')}
                </Typography>
              </Stack>
            </Box>
            <Box>
              <RowMenu />
            </Box>
          </Box>
        </RecordContextProvider>
      ))}
    </Box>
  );
}

export default function ProductList() {
  const translate = useTranslate();
  const filters = useFilters();
  const notifyError = useNotifyError();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <>
      <PageHeading>{translate('sw.products.title')}</PageHeading>
      <List
        resource="products"
        title={translate('sw.products.title')}
        actions={<ListActions />}
        filters={filters}
        exporter={productsExporter}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        empty={<ListEmpty message="sw.products.empty" icon={InventoryIcon} createLabel="sw.products.add" />}
        queryOptions={{ onError: () => notifyError('sw.products.load_error') }}
        sx={{ '& .RaList-main': { mt: 0 } }}
      >
        <ListHeader />
        {isSmall ? (
          <MobileList />
        ) : (
          <Datagrid
            rowClick={false}
            bulkActionButtons={<BulkActions />}
            empty={<NoResults />}
            size="small"
            sx={{
              '& .RaDatagrid-headerCell': { fontWeight: 700, whiteSpace: 'nowrap' },
              '& .column-reference': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12.5 },
              '& .column-name': { maxWidth: 320 },
            }}
          >
            <FunctionField label="sw.products.column.image" sortable={false} render={(record) => <Thumb record={record} />} />
            <RaTextField source="name" label="sw.products.column.name" />
            <RaTextField source="reference" label="sw.products.column.reference" />
            <RaTextField source="brand" label="sw.products.column.brand" />
            <RaTextField source="supplier_name" label="sw.products.column.supplier" sortBy="supplier" emptyText="—" />
            <FunctionField label="sw.products.column.price" sortBy="price" textAlign="right" render={() => <PriceCell />} />
            <FunctionField label="sw.products.column.stock" sortBy="stock" render={() => <StockCell />} />
            <FunctionField label="sw.products.column.status" sortBy="status" render={() => <StatusSelect />} />
            <FunctionField label="sw.products.column.actions" sortable={false} render={() => <RowMenu />} />
          </Datagrid>
        )}
      </List>
    </>
  );
}
