import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { email, required, SimpleForm, TabbedForm, TextInput, Toolbar } from 'react-admin';
import { CancelButton } from '../common/CancelButton';
import { SaveButton } from '../common/SaveButton';
import { HistoryTab } from '../history/HistoryTab';
import { useHistoryText } from '../history/history.messages';
import { useSupplierText } from './suppliers.messages';

function SupplierToolbar({ mode }: { mode: 'create' | 'edit' }) {
  const name = useWatch({ name: 'name' }) as string | undefined;
  const { m } = useSupplierText();
  const blank = !name || !name.trim();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <CancelButton resource="suppliers" />
      <Box sx={{ flex: 1 }} />
      <SaveButton label={mode === 'create' ? m.create : m.update} disabled={blank} />
    </Toolbar>
  );
}

function SupplierFields() {
  return (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' }}>
        <TextInput source="contact_email" type="email" validate={email()} />
        <TextInput source="contact_phone" type="tel" />
      </Box>
      <TextInput source="address" fullWidth />
      <TextInput source="website" fullWidth />
      <TextInput source="notes" multiline minRows={3} fullWidth />
    </>
  );
}

/** Creation: the fields; edition: the fields and the 'Historique' tab (the record's changes). */
export function SupplierForm({ mode }: { mode: 'create' | 'edit' }) {
  const { m } = useHistoryText();
  if (mode === 'create') {
    return (
      <SimpleForm toolbar={<SupplierToolbar mode={mode} />}>
        <SupplierFields />
      </SimpleForm>
    );
  }
  return (
    <TabbedForm toolbar={<SupplierToolbar mode={mode} />}>
      <TabbedForm.Tab label={m.details}>
        <SupplierFields />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={m.tab} path="historique">
        <HistoryTab resource="suppliers" />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
