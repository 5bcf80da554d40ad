import { Alert, Autocomplete, Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import SendIcon from '@mui/icons-material/Send';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, type RaRecord } from 'react-admin';
import { FREE_DELIVERY_FROM_TTC, offerTotals, type OfferLine } from '@stockwatt/shared';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { parseDecimal } from '../common/decimal';
import { useNotifyError } from '../common/notify';
import { formatEuros } from '../products/choices';
import { adminCall, fieldErrors } from '../orders/api';
import { TotalsBox, tabular } from '../orders/PricedDocument';
import { useQuoteText } from './quotes.messages';

interface Product {
  id: number;
  reference: string;
  name: string;
  price_ht: number;
}

/** A line as typed: numbers stay text until sent, so a half-typed figure is not rewritten. */
interface EditLine {
  key: number;
  productId: number | null;
  reference: string | null;
  label: string;
  quantity: string;
  unitPriceHt: string;
  discountPercent: string;
}

let nextKey = 1;
const text = (n: number | null | undefined) => (n == null ? '' : String(n));
const toEdit = (line: OfferLine): EditLine => ({
  key: nextKey++,
  productId: line.productId,
  reference: line.reference,
  label: line.label,
  quantity: text(line.quantity),
  unitPriceHt: text(line.unitPriceHt),
  discountPercent: text(line.discountPercent),
});

/** The catalogue picker: products found by reference or name (the admin list's search). */
function ProductPicker({ line, error, onPick }: { line: EditLine; error?: string; onPick: (p: Product | null) => void }) {
  const { m } = useQuoteText();
  const dataProvider = useDataProvider();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<Product[]>([]);
  const value = line.productId ? { id: line.productId, reference: line.reference ?? '', name: line.label, price_ht: 0 } : null;
  useEffect(() => {
    if (input.trim().length < 2 || (value && input === `${value.reference} — ${value.name}`)) return;
    const timer = setTimeout(() => {
      dataProvider
        .getList<Product & RaRecord>('products', {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'reference', order: 'ASC' },
          filter: { q: input },
        })
        .then(
          ({ data }) => setOptions(data),
          () => setOptions([]),
        );
    }, 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- searches on what is typed only
  }, [input, dataProvider]);
  return (
    <Autocomplete
      options={options}
      value={value}
      filterOptions={(x) => x}
      getOptionLabel={(p) => `${p.reference} — ${p.name}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={m.editor.no_product}
      onInputChange={(_e, v) => setInput(v)}
      onChange={(_e, p) => onPick(p)}
      renderOption={(props, p) => (
        <li {...props} key={p.id}>
          <Box>
            <Box sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 12.5 }}>{p.reference}</Box>
            <Box>
              {p.name} ·{' '}
              <Box component="span" sx={{ color: 'text.secondary', ...tabular }}>
                {formatEuros(p.price_ht)} HT
              </Box>
            </Box>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={m.editor.product}
          placeholder={m.editor.product_hint}
          size="small"
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}

/**
 * A draft offer being priced: catalogue or free lines, quantity, unit price HT, discount, delivery,
 * validity and note, with the totals previewed by the shared rule (the server computes them again
 * on save). Sending saves first, then numbers and mails it.
 */
export function OfferEditor({ offer, onChanged }: { offer: RaRecord; onChanged: () => void }) {
  const { m, fill } = useQuoteText();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [lines, setLines] = useState<EditLine[]>(() => (offer.lines as OfferLine[]).map(toEdit));
  const [deliveryFee, setDeliveryFee] = useState(text(offer.delivery_fee_ht));
  const [validUntil, setValidUntil] = useState<string>(offer.valid_until);
  const [note, setNote] = useState<string>(offer.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const change = (key: number, patch: Partial<EditLine>) => setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const add = (catalogue: boolean) =>
    setLines((all) => [
      ...all,
      { key: nextKey++, productId: catalogue ? 0 : null, reference: null, label: '', quantity: '1', unitPriceHt: '', discountPercent: '0' },
    ]);
  const numeric = (s: string) => {
    const n = parseDecimal(s);
    return n == null || Number.isNaN(n) ? 0 : n;
  };
  const preview = offerTotals(
    lines.map((l) => ({
      productId: l.productId || null,
      reference: l.reference,
      label: l.label,
      quantity: numeric(l.quantity),
      unitPriceHt: numeric(l.unitPriceHt),
      discountPercent: numeric(l.discountPercent),
    })),
    numeric(deliveryFee),
  );
  const body = () => ({
    lines: lines.map((l) => ({
      ...(l.productId ? { productId: l.productId } : {}),
      reference: l.reference,
      label: l.label,
      quantity: parseDecimal(l.quantity),
      unitPriceHt: parseDecimal(l.unitPriceHt),
      discountPercent: parseDecimal(l.discountPercent) ?? 0,
    })),
    delivery_fee_ht: parseDecimal(deliveryFee) ?? 0,
    valid_until: validUntil,
    note: note.trim() || null,
  });

  const save = async () => {
    await adminCall('PUT', `offers/${offer.id}`, body());
    setErrors({});
  };
  const run = async (action: 'save' | 'send') => {
    setBusy(true);
    try {
      await save();
      if (action === 'send') {
        const sent = await adminCall<{ number: string }>('POST', `offers/${offer.id}/send`);
        notify(fill(m.editor.sent, { number: sent.number }), { type: 'success' });
      } else notify(m.editor.saved, { type: 'success' });
      onChanged();
    } catch (error) {
      setErrors(fieldErrors(error));
      notifyError(action === 'send' ? m.editor.send_error : m.editor.save_error, error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Box component="form" aria-label={m.editor.title} onSubmit={(e) => (e.preventDefault(), void run('save'))} noValidate>
      <Typography component="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {m.editor.lines}
      </Typography>
      {errors.lines ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errors.lines}
        </Alert>
      ) : null}
      <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.map((line, i) => {
          const err = (field: string) => errors[`lines.${i}.${field}`];
          return (
            <Box
              component="li"
              key={line.key}
              aria-label={`${i + 1}. ${line.label || (line.productId !== null ? m.editor.product : m.editor.free)}`}
              sx={{
                display: 'grid',
                gap: 1,
                alignItems: 'start',
                // Phone: the product on its row, the figures two by two; tablet: the figures on one row
                // under it; wide: one row per line.
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr) minmax(0, 1fr)',
                  sm: '90px 130px 100px minmax(0, 1fr) 40px',
                  lg: 'minmax(0, 1fr) 90px 130px 100px 120px 40px',
                },
                '& > .sw-main': { gridColumn: { xs: '1 / -1', lg: 'auto' } },
                borderBottom: 1,
                borderColor: 'divider',
                pb: 1.5,
              }}
            >
              <Box className="sw-main">
                {line.productId !== null ? (
                  <ProductPicker
                    line={line}
                    error={err('productId') ?? err('label')}
                    onPick={(p) =>
                      change(
                        line.key,
                        p
                          ? {
                              productId: p.id,
                              reference: p.reference,
                              label: p.name,
                              unitPriceHt: p.price_ht ? text(p.price_ht) : line.unitPriceHt,
                            }
                          : { productId: 0, reference: null, label: '' },
                      )
                    }
                  />
                ) : (
                  <TextField
                    label={m.editor.label}
                    value={line.label}
                    onChange={(e) => change(line.key, { label: e.target.value })}
                    size="small"
                    fullWidth
                    error={Boolean(err('label'))}
                    helperText={err('label')}
                  />
                )}
              </Box>
              <TextField
                label={m.editor.quantity}
                value={line.quantity}
                onChange={(e) => change(line.key, { quantity: e.target.value })}
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                error={Boolean(err('quantity'))}
                helperText={err('quantity')}
              />
              <TextField
                label={m.editor.unit}
                value={line.unitPriceHt}
                onChange={(e) => change(line.key, { unitPriceHt: e.target.value })}
                size="small"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                error={Boolean(err('unitPriceHt'))}
                helperText={err('unitPriceHt')}
              />
              <TextField
                label={m.editor.discount}
                value={line.discountPercent}
                onChange={(e) => change(line.key, { discountPercent: e.target.value })}
                size="small"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                error={Boolean(err('discountPercent'))}
                helperText={err('discountPercent')}
              />
              <Box sx={{ alignSelf: 'center', textAlign: 'right', fontWeight: 600, ...tabular }} aria-label={m.editor.total}>
                {formatEuros(preview.lines[i]?.totalHt)}
              </Box>
              <IconButton
                aria-label={fill(m.editor.remove, { n: i + 1 })}
                onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                sx={{ justifySelf: 'end', gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ my: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" startIcon={<AddIcon />} onClick={() => add(true)}>
          {m.editor.add_product}
        </Button>
        <Button size="small" startIcon={<AddIcon />} onClick={() => add(false)}>
          {m.editor.add_free}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, mt: 1 }}>
        <Stack spacing={2}>
          <TextField
            label={m.editor.delivery_fee}
            value={deliveryFee}
            onChange={(e) => setDeliveryFee(e.target.value)}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            error={Boolean(errors.delivery_fee_ht)}
            helperText={
              errors.delivery_fee_ht ??
              (preview.freeDelivery ? fill(m.editor.free_delivery, { amount: formatEuros(FREE_DELIVERY_FROM_TTC) }) : ' ')
            }
          />
          <TextField
            label={m.editor.valid_until}
            type="date"
            value={validUntil}
            onChange={(e) => setValidUntil(e.target.value)}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(errors.valid_until)}
            helperText={errors.valid_until}
          />
          <TextField
            label={m.editor.note}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            error={Boolean(errors.note)}
            helperText={errors.note}
          />
        </Stack>
        <Box
          component="section"
          aria-label={m.editor.preview}
          sx={{ bgcolor: 'background.default', borderRadius: 1, p: 2, alignSelf: 'start' }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {m.editor.preview}
          </Typography>
          <TotalsBox
            totals={{
              goods_ht: preview.goodsHt,
              delivery_ht: preview.deliveryHt,
              total_ht: preview.totalHt,
              vat: preview.vat,
              total_ttc: preview.totalTtc,
            }}
          />
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button type="submit" variant="outlined" disabled={busy}>
          {m.editor.save}
        </Button>
        <Button variant="contained" startIcon={<SendIcon />} disabled={busy} onClick={() => setConfirming(true)}>
          {m.editor.send}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={m.editor.send_title}
        content={m.editor.send_text}
        confirmLabel={m.editor.send}
        danger={false}
        loading={busy}
        onConfirm={() => void run('send')}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
