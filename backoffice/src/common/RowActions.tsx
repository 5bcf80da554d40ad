import { Box, IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { CreateButton, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { DeleteWithConfirm } from './DeleteWithConfirm';
import { fillText } from './useLocalText';

/** A list's texts for its rows' buttons and the delete confirmation (`%{name}`: the record's name). */
export interface RowTexts {
  edit_label: string;
  delete_title: string;
  delete_confirm: string;
  deleted: string;
  delete_label: string;
}

/** A list's toolbar: the button to its creation page. */
export function CreateActions({ label }: { label: string }) {
  return (
    <TopToolbar>
      <CreateButton label={label} variant="contained" />
    </TopToolbar>
  );
}

/** A row's edit link and delete button, named after the record (`nameField`) for screen readers. */
export function EditDeleteActions({ resource, nameField, texts }: { resource: string; nameField: string; texts: RowTexts }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  const label = fillText(texts.edit_label, { name: String(record[nameField]) });
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} component={Link} to={createPath({ resource, type: 'edit', id: record.id })}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <DeleteWithConfirm
        resource={resource}
        nameField={nameField}
        titleKey={texts.delete_title}
        contentKey={texts.delete_confirm}
        successKey={texts.deleted}
        errorKey={null}
        labelKey={texts.delete_label}
      />
    </Box>
  );
}
