import { Box, useMediaQuery, Theme } from '@mui/material';
import StoreIcon from '@mui/icons-material/StoreOutlined';
import { Datagrid, DateField, FunctionField, List, SimpleList, TextField, useRecordContext } from 'react-admin';
import { CreateActions, EditDeleteActions } from '../common/RowActions';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import { ListSearch } from '../common/ListSearch';
import { ListEmpty } from '../common/ListEmpty';
import { useSupplierText } from './suppliers.messages';

function Contact() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ lineHeight: 1.4 }}>
      {record.contact_email ? <div>{record.contact_email}</div> : null}
      {record.contact_phone ? <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{record.contact_phone}</Box> : null}
      {!record.contact_email && !record.contact_phone ? '—' : null}
    </Box>
  );
}

function Website() {
  const record = useRecordContext();
  if (!record?.website) return <>—</>;
  const href = /^https?:\/\//.test(record.website) ? record.website : `https://${record.website}`;
  return (
    <a href={href} target="_blank" rel="noreferrer" onClick={(e) => e.stopPropagation()}>
      {record.website.replace(/^https?:\/\//, '')}
    </a>
  );
}

export default function SupplierList() {
  const { m } = useSupplierText();
  const notifyError = useNotifyError();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <>
      <PageHeading>{m.title}</PageHeading>
      <List
        resource="suppliers"
        title={m.title}
        actions={<CreateActions label={m.add} />}
        filters={[<ListSearch key="q" source="q" alwaysOn name="sw.search.suppliers" hint="sw.search.suppliers_hint" />]}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        empty={<ListEmpty message={m.empty} icon={StoreIcon} createLabel={m.add} />}
        queryOptions={{ onError: () => notifyError(m.load_error) }}
      >
        {isSmall ? (
          <SimpleList
            primaryText={(r) => r.name}
            secondaryText={(r) => [r.contact_email, r.contact_phone].filter(Boolean).join(' · ') || '—'}
            tertiaryText={(r) => new Date(r.created_at).toLocaleDateString('fr-FR')}
            linkType="edit"
          />
        ) : (
          <Datagrid rowClick="edit" bulkActionButtons={false} size="small" sx={{ '& .RaDatagrid-headerCell': { fontWeight: 700 } }}>
            <TextField source="name" />
            <FunctionField label="resources.suppliers.fields.contact" render={() => <Contact />} />
            <FunctionField source="website" render={() => <Website />} />
            <DateField source="created_at" locales="fr-FR" />
            <FunctionField
              label="sw.actions"
              textAlign="right"
              render={() => <EditDeleteActions resource="suppliers" nameField="name" texts={m} />}
            />
          </Datagrid>
        )}
      </List>
    </>
  );
}
