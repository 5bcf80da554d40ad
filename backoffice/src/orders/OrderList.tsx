import { Box, useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  type RaRecord,
} from 'react-admin';
import { ORDER_STATUSES, type OrderStatus } from '@stockwatt/shared';
import { PageHeading } from '../common/PageHeading';
import { ListSearch } from '../common/ListSearch';
import { ListEmpty } from '../common/ListEmpty';
import { useNotifyError } from '../common/notify';
import { formatEuros } from '../products/choices';
import { OrderStatusChip, tabular } from './PricedDocument';
import { useOrderText } from './orders.messages';

export const companyName = (record: RaRecord) => (record.buyer_company as { legalName?: string } | null)?.legalName ?? null;

/** Commandes: every order, newest first; search by number, buyer or company, filters by status, date and buyer account. */
export default function OrderList() {
  const { m } = useOrderText();
  const notifyError = useNotifyError();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const statusChoices = ORDER_STATUSES.map((s) => ({ id: s, name: m.status[s] }));
  return (
    <>
      <PageHeading>{m.title}</PageHeading>
      <List
        resource="orders"
        title={m.title}
        filters={[
          <ListSearch key="q" source="q" alwaysOn name={m.search} hint={m.search_hint} />,
          <SelectInput key="status" source="status" label={m.field.status} choices={statusChoices} alwaysOn />,
          <DateInput key="from" source="created_at_gte" label={m.field.from} alwaysOn={!isPhone} />,
          <DateInput key="to" source="created_at_lte" label={m.field.to} alwaysOn={!isPhone} />,
          <ReferenceInput key="user" source="user_id" reference="users" alwaysOn={!isPhone}>
            <AutocompleteInput label={m.field.buyer} optionText="email" filterToQuery={(q) => ({ q })} sx={{ minWidth: 240 }} />
          </ReferenceInput>,
        ]}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        empty={<ListEmpty message={m.empty} />}
        exporter={false}
        queryOptions={{ onError: () => notifyError(m.load_error) }}
      >
        {isPhone ? (
          <SimpleList
            linkType="show"
            primaryText={(record) => (
              <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                  {record.number}
                </Box>
                <OrderStatusChip status={record.status as OrderStatus} />
              </Box>
            )}
            secondaryText={(record) =>
              `${record.buyer_name}${companyName(record) ? ` · ${companyName(record)}` : ''} · ${new Date(record.created_at).toLocaleDateString('fr-FR')}`
            }
            tertiaryText={(record) => `${formatEuros(record.total_ht)} HT`}
          />
        ) : (
          <Datagrid
            rowClick="show"
            bulkActionButtons={false}
            size="small"
            empty={<ListEmpty message={m.empty} />}
            sx={{ '& .RaDatagrid-headerCell': { fontWeight: 700 } }}
          >
            <TextField source="number" label={m.field.number} sx={{ fontFamily: 'ui-monospace, monospace', whiteSpace: 'nowrap' }} />
            <DateField source="created_at" label={m.field.created_at} locales="fr-FR" options={{ dateStyle: 'short' }} />
            <FunctionField
              source="buyer_name"
              label={m.field.buyer}
              render={(record) => (
                <Box sx={{ lineHeight: 1.35 }}>
                  <div>{record.buyer_name}</div>
                  <Box sx={{ color: 'text.secondary', fontSize: 12.5, wordBreak: 'break-all' }}>
                    {isSmall ? companyName(record) : record.buyer_email}
                  </Box>
                </Box>
              )}
            />
            {isSmall ? null : <FunctionField label={m.field.company} sortable={false} render={(record) => companyName(record) ?? '—'} />}
            <FunctionField
              source="status"
              label={m.field.status}
              render={(record) => <OrderStatusChip status={record.status as OrderStatus} />}
            />
            <FunctionField
              source="total_ht"
              label={m.field.total_ht}
              textAlign="right"
              render={(record) => <Box sx={tabular}>{formatEuros(record.total_ht)}</Box>}
            />
            {isSmall ? null : (
              <FunctionField
                label={m.field.total_ttc}
                textAlign="right"
                sortable={false}
                render={(record) => <Box sx={tabular}>{formatEuros(record.total_ttc)}</Box>}
              />
            )}
          </Datagrid>
        )}
      </List>
    </>
  );
}
