import type { ComponentType } from 'react';
import { Card, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';

interface Props {
  /** A translation key, or a screen's own text (partners' texts are loaded with their screen). */
  message: string;
  /** With an icon and a create label, the empty list invites to add the first record. */
  icon?: ComponentType<{ sx?: object }>;
  createLabel?: string;
}

/** What a list shows when it has no record at all (not "no result for this filter"). */
export function ListEmpty({ message, icon: Icon, createLabel }: Props) {
  const translate = useTranslate();
  const text = translate(message, { _: message });
  if (!Icon || !createLabel) {
    return (
      <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
        {text}
      </Typography>
    );
  }
  return (
    <Card sx={{ mt: 2, textAlign: 'center', py: 6 }}>
      <Icon sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h6" component="p" sx={{ my: 1 }}>
        {text}
      </Typography>
      <CreateButton label={createLabel} variant="contained" />
    </Card>
  );
}
