import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextInput, useDataProvider, useInput, useNotify } from 'react-admin';
import { useNotifyError } from '../common/notify';
import type { StockwattDataProvider } from '../dataProvider';
import { useProductFileText } from './product-files.messages';

/** Image upload with preview (any image type, spec section 5); the URL can also be typed. */
export function ImageUploadInput() {
  const { m } = useProductFileText();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<StockwattDataProvider>();
  const { field } = useInput({ source: 'image_url' });
  const { setValue } = useFormContext();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const { data } = await dataProvider.upload('images', { file });
      field.onChange(data.url);
      setValue('image_card_url', data.card_url ?? null, { shouldDirty: true });
      notify(m.image.success, { type: 'success' });
    } catch (error) {
      notifyError(m.image.error, error);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Box sx={{ width: '100%', mt: 1 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {m.image.label}
      </Typography>
      <Stack sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box
          sx={{
            width: 120,
            height: 120,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.default',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            flex: 'none',
          }}
        >
          {field.value ? (
            <img
              data-testid="image-preview"
              src={field.value}
              alt={m.image.label}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {m.image.none}
            </Typography>
          )}
        </Box>
        <Stack spacing={1} sx={{ flex: 1, width: '100%' }}>
          <Stack
            sx={{ alignItems: 'center', flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
            direction="row"
            spacing={1}
            useFlexGap
          >
            <Button
              variant="outlined"
              startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
              disabled={uploading}
              onClick={() => fileInput.current?.click()}
            >
              {uploading ? m.image.uploading : field.value ? m.image.replace : m.image.choose}
            </Button>
            {field.value ? (
              <Button
                color="error"
                onClick={() => {
                  field.onChange(null);
                  setValue('image_card_url', null, { shouldDirty: true });
                }}
              >
                {m.image.remove}
              </Button>
            ) : null}
          </Stack>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            data-testid="image-file"
            aria-label={m.image.choose}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <TextInput source="image_url" label={m.image.url} helperText={false} fullWidth />
        </Stack>
      </Stack>
    </Box>
  );
}
