import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { maxLength, required, SimpleForm, TabbedForm, TextInput, Toolbar } from 'react-admin';
import { CancelButton } from '../common/CancelButton';
import { SaveButton } from '../common/SaveButton';
import { HistoryTab } from '../history/HistoryTab';
import { useHistoryText } from '../history/history.messages';
import { useSynonymText } from './synonyms.messages';

function SynonymToolbar({ mode }: { mode: 'create' | 'edit' }) {
  const [term, equivalent] = useWatch({ name: ['term', 'equivalent'] }) as [string | undefined, string | undefined];
  const { m } = useSynonymText();
  const blank = !term?.trim() || !equivalent?.trim();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <CancelButton resource="search-synonyms" />
      <Box sx={{ flex: 1 }} />
      <SaveButton label={mode === 'create' ? m.create : m.update} disabled={blank} />
    </Toolbar>
  );
}

function SynonymFields() {
  const { m } = useSynonymText();
  return (
    <>
      <TextInput source="term" label={m.term} validate={[required(), maxLength(120)]} helperText={m.term_help} fullWidth />
      <TextInput
        source="equivalent"
        label={m.equivalent}
        validate={[required(), maxLength(120)]}
        helperText={m.equivalent_help}
        fullWidth
      />
    </>
  );
}

/**
 * The two texts of a pair (the API says why it refuses one: no word, the same words, a pair
 * already there); edition adds the 'Historique' tab (who changed the pair, and when).
 */
export function SynonymForm({ mode }: { mode: 'create' | 'edit' }) {
  const { m } = useSynonymText();
  const history = useHistoryText().m;
  if (mode === 'create') {
    return (
      <SimpleForm toolbar={<SynonymToolbar mode={mode} />}>
        <SynonymFields />
      </SimpleForm>
    );
  }
  return (
    <TabbedForm toolbar={<SynonymToolbar mode={mode} />}>
      <TabbedForm.Tab label={history.details}>
        <SynonymFields />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={history.tab} path="historique">
        <HistoryTab resource="search-synonyms" fieldLabels={{ term: m.term, equivalent: m.equivalent }} />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
