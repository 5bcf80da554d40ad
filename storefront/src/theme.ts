/**
 * The shop's one theme. Styles read it as a module, not through styled-components' ThemeProvider:
 * a rule made of strings only calls no function on render, where each `${(p) => p.theme…}` was
 * called on every render of every styled element (~300 on the first screen, during hydration on
 * a phone); styled-components then finds the class by that one string in its cache.
 */
export const theme = {
  colors: {
    navy: '#0b1f3a',
    navy2: '#142d52',
    navySoft: '#1f3b66',
    amber: '#f5a300',
    amberDark: '#c77f00',
    amberText: '#8f5400',
    amberSoft: '#fff4dc',
    text: '#0b1f3a',
    muted: '#4a5a70',
    border: '#dde3ec',
    surface: '#ffffff',
    bg: '#f5f7fa',
    bg2: '#eef2f7',
    green: '#157a3a',
    greenSoft: '#e6f4ea',
    red: '#b42318',
    redSoft: '#fdecea',
    focus: '#2563eb',
  },
  space: (n: number) => `${n * 4}px`,
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(11,31,58,.06), 0 1px 3px rgba(11,31,58,.08)',
    md: '0 4px 12px rgba(11,31,58,.08), 0 2px 4px rgba(11,31,58,.06)',
    lg: '0 18px 40px rgba(11,31,58,.18)',
  },
  bp: { sm: 480, md: 768, lg: 1024, xl: 1280 },
  mq: {
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
    xl: '@media (min-width: 1280px)',
    mobile: '@media (max-width: 767.98px)',
  },
  font: `'Inter Variable', Inter, 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
  mono: `ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace`,
  maxWidth: '1360px',
  transition: '180ms ease',
} as const;

export type Theme = typeof theme;
