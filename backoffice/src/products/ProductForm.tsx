import { Box, CircularProgress, Stack } from '@mui/material';
import DraftsIcon from '@mui/icons-material/DraftsOutlined';
import PublishIcon from '@mui/icons-material/Publish';
import { lazy, Suspense } from 'react';
import { BooleanInput, required, SelectInput, TabbedForm, TabbedFormTabs, TextInput, Toolbar, useGetList, useTranslate } from 'react-admin';
import { CancelButton } from '../common/CancelButton';
import { FigureInput } from '../common/FigureInput';
import { SaveButton } from '../common/SaveButton';
import { DocumentsInput } from './DocumentsInput';
import { ImageUploadInput } from './ImageUploadInput';
import { SpecificationsInput } from './SpecificationsInput';
import { stockStatusChoices, typeChoices } from './choices';
import { HistoryTab } from '../history/HistoryTab';
import { useHistoryText } from '../history/history.messages';

const DescriptionInput = lazy(() => import('./DescriptionInput'));

const NO_SUPPLIER = 'none';

/** Spec section 5: numbers as numbers, empty optionals as null, supplier 'none' as null. */
export function toPayload(data: Record<string, unknown>, status: 'brouillon' | 'publié') {
  const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v));
  return {
    ...data,
    status,
    price_public: Number(data.price_public),
    stock_quantity: Number(data.stock_quantity ?? 0) || 0,
    price_discounted: numberOrNull(data.price_discounted),
    life_cycles: numberOrNull(data.life_cycles),
    lifespan_years: numberOrNull(data.lifespan_years),
    supplier_id: data.supplier_id === NO_SUPPLIER || data.supplier_id === '' || data.supplier_id == null ? null : Number(data.supplier_id),
  };
}

function SaveButtons() {
  return (
    <Stack direction="row" spacing={1}>
      <SaveButton
        type="button"
        label="sw.products.save_draft"
        variant="outlined"
        icon={<DraftsIcon />}
        transform={(d) => toPayload(d, 'brouillon')}
      />
      <SaveButton type="button" label="sw.products.publish" icon={<PublishIcon />} transform={(d) => toPayload(d, 'publié')} />
    </Stack>
  );
}

function ProductToolbar() {
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <CancelButton resource="products" />
      <Box sx={{ flex: 1 }} />
      <SaveButtons />
    </Toolbar>
  );
}

function SupplierInput() {
  const { data = [], isPending } = useGetList('suppliers', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const translate = useTranslate();
  const choices = [{ id: NO_SUPPLIER, name: translate('sw.none') }, ...data.map((s) => ({ id: s.id, name: s.name }))];
  return (
    <SelectInput
      source="supplier_id"
      choices={choices}
      isPending={isPending}
      format={(v) => (v == null || v === '' ? NO_SUPPLIER : v)}
      translateChoice={false}
      emptyText="sw.none"
      fullWidth
    />
  );
}

const twoCols = { display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' } as const;

/** `history`: the edit form's 'Historique' tab (the record's changes). */
export function ProductForm({ history = false }: { history?: boolean }) {
  const { m } = useHistoryText();
  return (
    <TabbedForm
      toolbar={<ProductToolbar />}
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}
      defaultValues={{
        status: 'brouillon',
        stock_status: 'En stock',
        stock_quantity: 0,
        documentation: [],
        specifications: {},
        internet_monitoring: false,
        is_best_seller: false,
        supplier_id: NO_SUPPLIER,
        description: '',
      }}
    >
      <TabbedForm.Tab label="sw.products.tab_general">
        <TextInput source="name" validate={required()} fullWidth />
        <Box sx={twoCols}>
          <TextInput source="reference" validate={required()} />
          <TextInput source="brand" validate={required()} />
          <SelectInput source="type" choices={typeChoices} validate={required()} translateChoice={false} />
          <SupplierInput />
          <FigureInput source="price_public" validate={required()} />
          <FigureInput source="price_discounted" />
          <FigureInput source="stock_quantity" integer />
          <SelectInput source="stock_status" choices={stockStatusChoices} />
        </Box>
        <ImageUploadInput />
        <BooleanInput source="is_best_seller" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="sw.products.tab_features">
        <Box sx={twoCols}>
          <TextInput source="battery_type" />
          <FigureInput source="life_cycles" integer />
          <TextInput source="storage_capacity" />
          <TextInput source="max_output_power" />
          <FigureInput source="lifespan_years" integer />
          <TextInput source="video_url" helperText="sw.products.video_help" />
        </Box>
        <BooleanInput source="internet_monitoring" />
        <SpecificationsInput />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="sw.products.tab_description">
        <Suspense fallback={<CircularProgress size={24} />}>
          <DescriptionInput />
        </Suspense>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="sw.products.tab_documentation">
        <DocumentsInput />
      </TabbedForm.Tab>
      {history ? (
        <TabbedForm.Tab label={m.tab} path="historique">
          <HistoryTab resource="products" />
        </TabbedForm.Tab>
      ) : null}
    </TabbedForm>
  );
}
