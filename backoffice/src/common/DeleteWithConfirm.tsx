import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog';
import { useNotifyError } from './notify';

interface Props {
  resource: string;
  nameField: string;
  titleKey: string;
  contentKey: string;
  successKey: string;
  errorKey: string | null;
  labelKey?: string;
}

/** An icon button that deletes after the spec's confirmation, pessimistically. */
export function DeleteWithConfirm({ resource, nameField, titleKey, contentKey, successKey, errorKey, labelKey }: Props) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  if (!record) return null;
  const name = String(record[nameField] ?? '');
  const label = labelKey ? translate(labelKey, { name }) : `${translate('sw.delete')} ${name}`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          color="error"
          aria-label={label}
          onClick={(e) => {
            e.stopPropagation();
            setOpen(true);
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={open}
        title={translate(titleKey)}
        content={translate(contentKey, { name })}
        loading={isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          deleteOne(
            resource,
            { id: record.id, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setOpen(false);
                notify(successKey, { type: 'success' });
                refresh();
              },
              onError: (error) => {
                setOpen(false);
                notifyError(errorKey, error);
              },
            },
          )
        }
      />
    </>
  );
}
