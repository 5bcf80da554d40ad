import { defaultTheme, RaThemeOptions } from 'react-admin';

/** react-admin's Material UI theme, lightly branded: the storefront's navy and amber, dense tables. */
export const colors = {
  navy: '#0b1f3a',
  navy2: '#142d52',
  amber: '#f5a300',
  amberDark: '#c77f00',
  green: '#157a3a',
  red: '#b42318',
  bg: '#f5f7fa',
  border: '#dde3ec',
  muted: '#4a5a70',
};

/** Phones and small tablets: MUI's down('md'). */
const belowMd = '@media (max-width:899.95px)';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: colors.navy, contrastText: '#fff' },
    secondary: { main: colors.amber, dark: colors.amberDark, contrastText: colors.navy },
    error: { main: colors.red },
    success: { main: colors.green },
    // Darker than Material's defaults so white text on filled chips keeps 4.5:1 (axe, WCAG 1.4.3).
    warning: { main: '#a34700', contrastText: '#fff' },
    info: { main: '#01579b', contrastText: '#fff' },
    background: { default: colors.bg, paper: '#fff' },
    text: { primary: colors.navy, secondary: colors.muted },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  sidebar: { width: 220, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: colors.navy, color: '#fff' } } },
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { backgroundColor: colors.navy } } } },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderLeft: '3px solid transparent',
          '&.RaMenuItemLink-active': { borderLeftColor: colors.amber, fontWeight: 600, backgroundColor: 'rgba(245,163,0,0.10)' },
        },
      },
    },
    // Every list on small screens: the search, filter and action buttons wrap on the page's
    // width (react-admin stacks them in a column and keeps the buttons on one line), and a
    // table that is still too wide scrolls inside its own container, never the page.
    RaList: {
      styleOverrides: {
        root: {
          minWidth: 0,
          maxWidth: '100%',
          [belowMd]: {
            '& .RaList-actions': { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', columnGap: 8, minWidth: 0 },
            '& .RaList-actions > span': { display: 'none' },
            '& .RaList-actions > form': { flex: '1 1 220px', minWidth: 0, width: 'auto' },
            '& .RaFilterForm-filterFormInput': { width: '100%', minWidth: 0 },
            '& .RaFilterForm-filterFormInput .MuiFormControl-root': { flex: '1 1 auto', minWidth: 0 },
            '& .RaList-actions > .MuiToolbar-root': {
              flex: '0 0 auto',
              minHeight: 0,
              marginLeft: 'auto',
              padding: 0,
              whiteSpace: 'normal',
              flexWrap: 'wrap',
              alignItems: 'center',
            },
            '& .RaList-main, & .RaList-content': { minWidth: 0 },
            '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
          },
        },
      },
    },
    // react-admin's row checkbox sets its aria-label on the wrapping span, where it names nothing
    // (axe: aria-prohibited-attr, label): the label moves to the checkbox input itself.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (ownerState: Record<string, unknown>) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (ownerState: Record<string, unknown>) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
        },
      },
    },
    MuiTableCell: { styleOverrides: { sizeSmall: { padding: '6px 10px' } } },
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  } as RaThemeOptions['components'],
};
