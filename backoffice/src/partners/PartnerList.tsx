import { Box, Chip, Theme, Typography, useMediaQuery } from '@mui/material';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { CreateButton, Datagrid, DateField, FunctionField, List, NumberField, SimpleList, TopToolbar, useRecordContext } from 'react-admin';
import { ListSearch } from '../common/ListSearch';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import { PartnerStatus, PartnerScope, usePartnerText } from './partners.messages';
import { PartnerActions } from './PartnerActions';
import { ListEmpty } from '../common/ListEmpty';

const STATUS_COLOUR: Record<PartnerStatus, 'success' | 'default' | 'error'> = { active: 'success', expired: 'default', revoked: 'error' };

function StatusChip() {
  const record = useRecordContext();
  const { m } = usePartnerText();
  if (!record) return null;
  const status = record.status as PartnerStatus;
  return <Chip size="small" label={m.status[status]} color={STATUS_COLOUR[status]} variant={status === 'active' ? 'filled' : 'outlined'} />;
}

function Scopes() {
  const record = useRecordContext();
  const { m } = usePartnerText();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {(record?.scopes as PartnerScope[] | undefined)?.map((s) => (
        <Chip key={s} size="small" variant="outlined" label={m.scopes[s]} />
      ))}
    </Box>
  );
}

/** The partner and, below, whom to call about the key (one column: the table stays within 1280 px). */
function NameAndContact() {
  const record = useRecordContext();
  if (!record) return null;
  const contact = [record.contact_name, record.contact_email].filter(Boolean).join(' · ');
  return (
    <Box sx={{ lineHeight: 1.4 }}>
      <div>{record.name}</div>
      {contact ? <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{contact}</Box> : null}
    </Box>
  );
}

const dateTime = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' } as const;

export default function PartnerList() {
  const { m } = usePartnerText();
  const notifyError = useNotifyError();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <>
      <PageHeading>{m.title}</PageHeading>
      <Typography variant="body2" color="text.secondary">
        {m.intro}
      </Typography>
      <List
        resource="partners"
        title={m.title}
        actions={
          <TopToolbar>
            <CreateButton label={m.add} variant="contained" />
          </TopToolbar>
        }
        filters={[<ListSearch key="q" source="q" alwaysOn name={m.search_name} hint={m.search} />]}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        empty={<ListEmpty message={m.empty} icon={KeyIcon} createLabel={m.add} />}
        queryOptions={{ onError: () => notifyError(m.load_error) }}
      >
        {isSmall ? (
          <SimpleList
            primaryText={(r) => r.name}
            secondaryText={(r) =>
              `${r.key_prefix}… · ${m.status[r.status as PartnerStatus]} · ${r.request_count} ${m.fields.request_count.toLowerCase()}`
            }
            tertiaryText={(r) => (r.last_used_at ? new Date(r.last_used_at).toLocaleDateString('fr-FR') : m.never)}
            linkType="edit"
          />
        ) : (
          <Datagrid rowClick="edit" bulkActionButtons={false} size="small" sx={{ '& .RaDatagrid-headerCell': { fontWeight: 700 } }}>
            <FunctionField source="name" label={m.fields.name} render={() => <NameAndContact />} />
            <FunctionField label={m.fields.scopes} render={() => <Scopes />} />
            <FunctionField
              source="key_prefix"
              label={m.fields.key_prefix}
              sortable={false}
              render={(r) => <Box component="code" sx={{ fontSize: 13 }}>{`${r.key_prefix}…`}</Box>}
            />
            <NumberField source="rate_limit_per_minute" label={m.fields.rate} sortable={false} />
            <FunctionField label={m.fields.status} render={() => <StatusChip />} />
            <FunctionField
              source="expires_at"
              label={m.fields.expires_at}
              render={(r) => (r.expires_at ? new Date(r.expires_at).toLocaleDateString('fr-FR') : m.no_expiry)}
            />
            <DateField
              source="last_used_at"
              label={m.fields.last_used_at}
              showTime
              locales="fr-FR"
              options={dateTime}
              emptyText={m.never}
            />
            <NumberField source="request_count" label={m.fields.request_count} locales="fr-FR" />
            <FunctionField label="sw.actions" textAlign="right" render={() => <PartnerActions />} />
          </Datagrid>
        )}
      </List>
    </>
  );
}
