import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { CheckboxGroupInput, DateInput, email, required, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { CancelButton } from '../common/CancelButton';
import { FigureInput } from '../common/FigureInput';
import { SaveButton } from '../common/SaveButton';
import { PARTNER_SCOPES, usePartnerText } from './partners.messages';

function PartnerToolbar({ mode }: { mode: 'create' | 'edit' }) {
  const { m } = usePartnerText();
  const name = useWatch({ name: 'name' }) as string | undefined;
  const scopes = useWatch({ name: 'scopes' }) as string[] | undefined;
  const incomplete = !name?.trim() || !scopes?.length;
  return (
    <Toolbar sx={{ gap: 1 }}>
      <CancelButton resource="partners" />
      <Box sx={{ flex: 1 }} />
      <SaveButton label={mode === 'create' ? m.create : m.update} disabled={incomplete} />
    </Toolbar>
  );
}

export function PartnerForm({ mode }: { mode: 'create' | 'edit' }) {
  const { m } = usePartnerText();
  return (
    <SimpleForm
      toolbar={<PartnerToolbar mode={mode} />}
      defaultValues={mode === 'create' ? { scopes: ['catalogue:read'], rate_limit_per_minute: 60 } : undefined}
    >
      <TextInput source="name" label={m.fields.name} validate={required()} fullWidth />
      <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' }}>
        <TextInput source="contact_name" label={m.fields.contact_name} />
        <TextInput source="contact_email" label={m.fields.contact_email} type="email" validate={email()} />
      </Box>
      <CheckboxGroupInput
        source="scopes"
        label={m.fields.scopes}
        choices={PARTNER_SCOPES.map((id) => ({ id, name: m.scopes[id] }))}
        validate={required()}
      />
      <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' }}>
        <FigureInput source="rate_limit_per_minute" label={m.fields.rate_limit_per_minute} integer min={1} validate={required()} />
        <DateInput source="expires_at" label={m.fields.expires_at} helperText={m.fields.expires_help} />
      </Box>
    </SimpleForm>
  );
}
