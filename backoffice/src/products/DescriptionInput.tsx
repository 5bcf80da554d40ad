import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import FormatClear from '@mui/icons-material/FormatClear';
import { Editor, useEditorState } from '@tiptap/react';
// The StarterKit that ra-input-rich-text builds the editor from declares toggleBold, toggleHeading… on chain().
import type {} from '@tiptap/starter-kit';
import { DefaultEditorOptions, LinkButtons, ListButtons, RichTextInput, RichTextInputToolbar, useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';
import { cspNonce } from '../emotionCache';

const LEVELS = [1, 2, 3] as const;

function HeadingButtons() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const active = useEditorState({ editor, selector: ({ editor }) => LEVELS.filter((level) => editor?.isActive('heading', { level })) });
  return (
    <ToggleButtonGroup size="small" value={active ?? []} disabled={!editor?.isEditable}>
      {LEVELS.map((level) => (
        <ToggleButton
          key={level}
          value={level}
          title={translate(`ra.tiptap.heading${level}`)}
          onClick={() => editor?.chain().focus().toggleHeading({ level }).run()}
          sx={{ fontWeight: 700, fontSize: 12, px: 1 }}
        >
          {/* Named by its content, which starts with the visible "H1" (WCAG 2.5.3, label in name). */}H{level}
          <Box component="span" sx={visuallyHidden}>
            {` ${translate(`ra.tiptap.heading${level}`)}`}
          </Box>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

const MARKS = [
  { mark: 'bold', icon: <FormatBold fontSize="inherit" />, run: (e: Editor) => e.chain().focus().toggleBold().run() },
  { mark: 'italic', icon: <FormatItalic fontSize="inherit" />, run: (e: Editor) => e.chain().focus().toggleItalic().run() },
  { mark: 'underline', icon: <FormatUnderlined fontSize="inherit" />, run: (e: Editor) => e.chain().focus().toggleUnderline().run() },
];

function MarkButtons() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const active = useEditorState({
    editor,
    selector: ({ editor }) => MARKS.filter(({ mark }) => editor?.isActive(mark)).map(({ mark }) => mark),
  });
  return (
    <ToggleButtonGroup size="small" value={active ?? []} disabled={!editor?.isEditable}>
      {MARKS.map(({ mark, icon, run }) => (
        <ToggleButton
          key={mark}
          value={mark}
          aria-label={translate(`ra.tiptap.${mark}`)}
          title={translate(`ra.tiptap.${mark}`)}
          onClick={() => editor && run(editor)}
        >
          {icon}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function CleanButton() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const label = translate('ra.tiptap.clear_format');
  return (
    <ToggleButton
      size="small"
      value="clean"
      aria-label={label}
      title={label}
      disabled={!editor?.isEditable}
      onClick={() => editor?.chain().focus().unsetAllMarks().clearNodes().run()}
    >
      <FormatClear fontSize="inherit" />
    </ToggleButton>
  );
}

/** The spec's toolbar: headings 1–3, bold, italic, underline, ordered and bullet lists, link, clean. */
export default function DescriptionInput() {
  return (
    <RichTextInput
      source="description"
      label={false}
      fullWidth
      // tiptap puts its editor CSS in a <style> element: under the page's nonce, or the CSP drops it.
      editorOptions={{ ...DefaultEditorOptions, injectNonce: cspNonce }}
      toolbar={
        <RichTextInputToolbar size="small">
          <HeadingButtons />
          <MarkButtons />
          <ListButtons size="small" />
          <LinkButtons size="small" />
          <CleanButton />
        </RichTextInputToolbar>
      }
      sx={{ '& .ProseMirror': { minHeight: 240 } }}
    />
  );
}
