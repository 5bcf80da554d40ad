import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { maxLength, required, SaveButton, SimpleForm, TextInput, Toolbar, useSaveContext } from 'react-admin';
import { CancelButton } from '../common/CancelButton';
import { useSynonymText } from './synonyms.messages';

function SynonymToolbar({ mode }: { mode: 'create' | 'edit' }) {
  const [term, equivalent] = useWatch({ name: ['term', 'equivalent'] }) as [string | undefined, string | undefined];
  const { saving } = useSaveContext();
  const { m } = useSynonymText();
  const blank = !term?.trim() || !equivalent?.trim();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <CancelButton resource="search-synonyms" />
      <Box sx={{ flex: 1 }} />
      <SaveButton label={mode === 'create' ? m.create : m.update} alwaysEnable={!blank && !saving} disabled={blank || Boolean(saving)} />
    </Toolbar>
  );
}

/** The two texts of a pair; the API says why it refuses one (no word, the same words, a pair already there). */
export function SynonymForm({ mode }: { mode: 'create' | 'edit' }) {
  const { m } = useSynonymText();
  return (
    <SimpleForm toolbar={<SynonymToolbar mode={mode} />}>
      <TextInput source="term" label={m.term} validate={[required(), maxLength(120)]} helperText={m.term_help} fullWidth />
      <TextInput
        source="equivalent"
        label={m.equivalent}
        validate={[required(), maxLength(120)]}
        helperText={m.equivalent_help}
        fullWidth
      />
    </SimpleForm>
  );
}
