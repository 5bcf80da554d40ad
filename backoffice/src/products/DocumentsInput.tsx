import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { DragEvent, useRef, useState } from 'react';
import { useDataProvider, useInput, useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../common/notify';
import type { StockwattDataProvider } from '../dataProvider';
import { useProductFileText } from './product-files.messages';

interface DocumentEntry {
  name: string;
  url: string;
  fileName: string;
}

const isPdf = (file: File) => file.type === 'application/pdf' || (!file.type && file.name.toLowerCase().endsWith('.pdf'));

/** Spec sections 4 and 5: a named PDF, by button or drag and drop, one at a time. */
export function DocumentsInput() {
  const translate = useTranslate();
  const { m, fill } = useProductFileText();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<StockwattDataProvider>();
  const { field } = useInput({ source: 'documentation', defaultValue: [] });
  const docs: DocumentEntry[] = Array.isArray(field.value) ? field.value : [];
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [over, setOver] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (file: File) => {
    setMessage(null);
    setUploading(true);
    try {
      const { data } = await dataProvider.upload('documents', { file, name: name.trim() });
      field.onChange([...docs, { name: data.name ?? name.trim(), url: data.url, fileName: data.fileName ?? file.name }]);
      setName('');
      notify(m.doc.success, { type: 'success' });
    } catch (error) {
      notifyError(m.doc.error, error);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onChoose = () => {
    if (!name.trim()) {
      setMessage(m.doc.name_required);
      return;
    }
    fileInput.current?.click();
  };

  const onSelected = (file: File | undefined) => {
    if (!file) return;
    if (!name.trim()) return setMessage(m.doc.name_first);
    if (!isPdf(file)) {
      if (fileInput.current) fileInput.current.value = '';
      return setMessage(m.doc.select_pdf);
    }
    void upload(file);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (uploading) return;
    const files = Array.from(event.dataTransfer.files ?? []);
    if (files.length === 0) return;
    if (files.length > 1) return setMessage(m.doc.one_file);
    if (!name.trim()) return setMessage(m.doc.name_first);
    if (!isPdf(files[0])) return setMessage(m.doc.drop_pdf_only);
    void upload(files[0]);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <TextField
        label={m.doc.name}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setMessage(null);
        }}
        size="small"
        fullWidth
        disabled={uploading}
        sx={{ mb: 2 }}
      />
      <Box
        data-testid="document-dropzone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          border: '2px dashed',
          borderColor: over ? 'secondary.main' : 'divider',
          bgcolor: over ? 'rgba(245,163,0,0.08)' : 'background.default',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
          transition: 'border-color 150ms, background-color 150ms',
        }}
      >
        {uploading ? (
          <Box role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} /> {m.doc.uploading}
          </Box>
        ) : (
          <>
            <UploadFileIcon sx={{ fontSize: 36, color: 'text.secondary' }} />
            <Typography sx={{ mb: 1 }}>{m.doc.drop}</Typography>
            <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 1 }}>
              {m.doc.or}
            </Typography>
            <Button variant="outlined" onClick={onChoose}>
              {m.doc.choose}
            </Button>
          </>
        )}
        <input
          ref={fileInput}
          type="file"
          accept="application/pdf,.pdf"
          hidden
          data-testid="document-file"
          onChange={(e) => onSelected(e.target.files?.[0])}
        />
      </Box>
      {message ? (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {message}
        </Alert>
      ) : null}
      {docs.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {m.doc.empty}
        </Typography>
      ) : (
        <List dense sx={{ mt: 1 }} aria-label={translate('resources.products.fields.documentation')}>
          {docs.map((doc, index) => (
            <ListItem
              key={`${doc.url}-${index}`}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={fill(m.doc.remove, { name: doc.name })}
                  onClick={() => field.onChange(docs.filter((_, i) => i !== index))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <PictureAsPdfIcon color="error" />
              </ListItemIcon>
              <ListItemText
                primary={
                  <a href={doc.url} target="_blank" rel="noreferrer">
                    {doc.name}
                  </a>
                }
                secondary={doc.fileName}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
