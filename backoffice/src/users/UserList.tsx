import { Box, Button, Chip, MenuItem, TextField as MuiTextField, useMediaQuery, Theme } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import { useState } from 'react';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectInput,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { getUser } from '../auth';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import { ListSearch } from '../common/ListSearch';
import { ListEmpty } from '../common/ListEmpty';
import { useUserText } from './users.messages';

const ROLES = ['pro', 'admin'] as const;

function useSave() {
  const record = useRecordContext();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { m } = useUserText();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const save = (data: Record<string, unknown>) =>
    record &&
    update(
      'users',
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(m.updated, { type: 'success' });
          refresh();
        },
        onError: (error) => notifyError(m.update_error, error),
      },
    );
  return { save, isPending };
}

function RoleSelect() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { m } = useUserText();
  const { save, isPending } = useSave();
  if (!record) return null;
  const self = getUser()?.id === record.id;
  return (
    <MuiTextField
      select
      size="small"
      value={record.role}
      disabled={isPending || self}
      onChange={(e) => save({ role: e.target.value })}
      slotProps={{
        select: { SelectDisplayProps: { 'aria-label': `${translate('resources.users.fields.role')} — ${record.email}` } as object },
      }}
      sx={{ minWidth: { xs: 96, md: 150 }, '& .MuiSelect-select': { py: 0.5, fontSize: 13 } }}
    >
      {ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {m.role[role]}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}

function DisableButton() {
  const record = useRecordContext();
  const { m } = useUserText();
  const { save, isPending } = useSave();
  const [clicked, setClicked] = useState(false);
  if (!record || getUser()?.id === record.id) return null;
  const disabled = Boolean(record.disabled_at ?? record.disabled);
  return (
    <Button
      size="small"
      color={disabled ? 'primary' : 'error'}
      startIcon={disabled ? <CheckIcon /> : <BlockIcon />}
      disabled={isPending && clicked}
      onClick={() => {
        setClicked(true);
        save({ disabled: !disabled });
      }}
    >
      {disabled ? m.enable : m.disable}
    </Button>
  );
}

export default function UserList() {
  const { m } = useUserText();
  const notifyError = useNotifyError();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <>
      <PageHeading>{m.title}</PageHeading>
      <List
        resource="users"
        title={m.title}
        filters={[
          <ListSearch key="q" source="q" alwaysOn name="sw.search.users" hint="sw.search.users_hint" />,
          <SelectInput key="role" source="role" choices={ROLES.map((r) => ({ id: r, name: m.role[r] }))} translateChoice={false} />,
        ]}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        empty={<ListEmpty message={m.empty} />}
        exporter={false}
        queryOptions={{ onError: () => notifyError(m.load_error) }}
      >
        <Datagrid
          rowClick={false}
          bulkActionButtons={false}
          size="small"
          empty={<ListEmpty message={m.empty} />}
          sx={{ '& .RaDatagrid-headerCell': { fontWeight: 700 }, '& .column-email': { wordBreak: 'break-word' } }}
        >
          {isSmall ? (
            <FunctionField
              source="email"
              render={(record) => {
                const off = Boolean(record.disabled_at ?? record.disabled);
                return (
                  <>
                    <Box sx={{ wordBreak: 'break-all', mb: 0.5 }}>{record.email}</Box>
                    <Chip size="small" label={off ? m.disabled : m.active} color={off ? 'error' : 'success'} variant="outlined" />
                  </>
                );
              }}
            />
          ) : (
            <TextField source="email" />
          )}
          <FunctionField source="role" render={() => <RoleSelect />} />
          {isSmall ? null : (
            <FunctionField
              source="email_confirmed_at"
              render={(record) =>
                record.email_confirmed_at ? new Date(record.email_confirmed_at).toLocaleDateString('fr-FR') : m.not_confirmed
              }
            />
          )}
          {isSmall ? null : (
            <FunctionField
              source="disabled_at"
              sortable={false}
              render={(record) => {
                const off = Boolean(record.disabled_at ?? record.disabled);
                return <Chip size="small" label={off ? m.disabled : m.active} color={off ? 'error' : 'success'} variant="outlined" />;
              }}
            />
          )}
          {isSmall ? null : <DateField source="created_at" locales="fr-FR" />}
          <FunctionField label="sw.actions" textAlign="right" render={() => <DisableButton />} />
        </Datagrid>
      </List>
    </>
  );
}
