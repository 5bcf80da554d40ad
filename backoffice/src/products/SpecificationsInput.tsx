import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';

type Row = { key: string; value: string };

/** `specifications` is an object label → value; edited as rows. */
export function SpecificationsInput() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'specifications', defaultValue: {} });
  const [rows, setRows] = useState<Row[]>(() =>
    Object.entries((field.value ?? {}) as Record<string, string>).map(([key, value]) => ({ key, value: String(value) })),
  );
  const commit = (next: Row[]) => {
    setRows(next);
    const object: Record<string, string> = {};
    for (const row of next) if (row.key.trim()) object[row.key.trim()] = row.value;
    field.onChange(object);
  };
  return (
    <Box sx={{ width: '100%', mt: 1 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {translate('resources.products.fields.specifications')}
      </Typography>
      {rows.map((row, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <TextField
            size="small"
            label={translate('sw.products.spec_label')}
            value={row.key}
            onChange={(e) => commit(rows.map((r, i) => (i === index ? { ...r, key: e.target.value } : r)))}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            label={translate('sw.products.spec_value')}
            value={row.value}
            onChange={(e) => commit(rows.map((r, i) => (i === index ? { ...r, value: e.target.value } : r)))}
            sx={{ flex: 1 }}
          />
          <IconButton aria-label={translate('ra.action.remove')} onClick={() => commit(rows.filter((_, i) => i !== index))}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Button size="small" startIcon={<AddIcon />} onClick={() => setRows([...rows, { key: '', value: '' }])}>
        {translate('ra.action.add')}
      </Button>
    </Box>
  );
}
