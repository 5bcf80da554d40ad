import { Box, IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import RotateIcon from '@mui/icons-material/Autorenew';
import RevokeIcon from '@mui/icons-material/Block';
import { useState } from 'react';
import { useCreatePath, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useNotifyError } from '../common/notify';
import { API_URL, httpClient } from '../dataProvider';
import { usePartnerText } from './partners.messages';
import { SecretDialog } from './SecretDialog';

type Pending = 'rotate' | 'revoke' | null;

/** Edit, rotate (new secret shown once) and revoke, each behind a confirmation. */
export function PartnerActions() {
  const record = useRecordContext();
  const { m, fill } = usePartnerText();
  const createPath = useCreatePath();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  if (!record) return null;
  const name = String(record.name);
  const revoked = record.status === 'revoked';

  const act = async (action: 'rotate' | 'revoke') => {
    setBusy(true);
    try {
      const { json } = await httpClient(`${API_URL}/partners/${record.id}/${action}`, { method: 'POST' });
      setAsking(null);
      if (action === 'rotate') setSecret(json.secret);
      else notify(m.revoked, { type: 'success' });
      refresh();
    } catch (error) {
      setAsking(null);
      notifyError(null, error);
    } finally {
      setBusy(false);
    }
  };

  const button = (label: string, icon: React.ReactNode, onClick: () => void, color: 'default' | 'error' = 'default') => (
    <Tooltip title={label}>
      <IconButton
        size="small"
        color={color}
        aria-label={label}
        onClick={(e) => {
          e.stopPropagation();
          onClick();
        }}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title={fill(m.edit, { name })}>
        <IconButton
          size="small"
          aria-label={fill(m.edit, { name })}
          component={Link}
          to={createPath({ resource: 'partners', type: 'edit', id: record.id })}
          onClick={(e) => e.stopPropagation()}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {revoked ? null : button(fill(m.rotate, { name }), <RotateIcon fontSize="small" />, () => setAsking('rotate'))}
      {revoked ? null : button(fill(m.revoke, { name }), <RevokeIcon fontSize="small" />, () => setAsking('revoke'), 'error')}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'rotate' ? m.rotate_title : m.revoke_title}
        content={fill(asking === 'rotate' ? m.rotate_confirm : m.revoke_confirm, { name })}
        confirmLabel={asking === 'rotate' ? m.rotate_action : m.revoke_action}
        danger={asking === 'revoke'}
        loading={busy}
        onClose={() => setAsking(null)}
        onConfirm={() => void act(asking!)}
      />
      {secret ? <SecretDialog name={name} secret={secret} onClose={() => setSecret(null)} /> : null}
    </Box>
  );
}
