import { Typography, useMediaQuery, Theme } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { Datagrid, FunctionField, List, SimpleList, TextField } from 'react-admin';
import { CreateActions, EditDeleteActions } from '../common/RowActions';
import { ListEmpty } from '../common/ListEmpty';
import { ListSearch } from '../common/ListSearch';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import { useSynonymText } from './synonyms.messages';

export default function SynonymList() {
  const { m } = useSynonymText();
  const notifyError = useNotifyError();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <>
      <PageHeading>{m.title}</PageHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, maxWidth: 760 }}>
        {m.intro}
      </Typography>
      <List
        resource="search-synonyms"
        title={m.title}
        actions={<CreateActions label={m.add} />}
        filters={[<ListSearch key="q" source="q" alwaysOn name={m.search} hint={m.search_hint} />]}
        sort={{ field: 'term', order: 'ASC' }}
        perPage={25}
        empty={<ListEmpty message={m.empty} icon={TranslateIcon} createLabel={m.add} />}
        queryOptions={{ onError: () => notifyError(m.load_error) }}
      >
        {isSmall ? (
          <SimpleList primaryText={(r) => r.term} secondaryText={(r) => `≈ ${r.equivalent}`} linkType="edit" />
        ) : (
          <Datagrid rowClick="edit" bulkActionButtons={false} size="small" sx={{ '& .RaDatagrid-headerCell': { fontWeight: 700 } }}>
            <TextField source="term" label={m.term} />
            <TextField source="equivalent" label={m.equivalent} />
            <FunctionField
              label="sw.actions"
              textAlign="right"
              render={() => <EditDeleteActions resource="search-synonyms" nameField="term" texts={m} />}
            />
          </Datagrid>
        )}
      </List>
    </>
  );
}
