import { useEffect } from 'react';
import { Link } from './Link';
import styled, { css, keyframes } from 'styled-components';
import { useT } from '../i18n';
import { theme } from '../theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 16px;
  ${theme.mq.md} {
    padding: 0 24px;
  }
`;

type Variant = 'primary' | 'secondary' | 'ghost' | 'dark';
export type BtnProps = { $variant?: Variant; $block?: boolean; $size?: 'sm' | 'md' | 'lg' };

/** What every button shares, whatever its variant and size: static rules, no class to compute per button. */
const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border-radius: ${theme.radii.sm};
  border: 1px solid transparent;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  transition:
    background ${theme.transition},
    border-color ${theme.transition},
    color ${theme.transition},
    transform ${theme.transition};
  &:disabled {
    opacity: 1;
    cursor: not-allowed;
    background: ${theme.colors.bg2};
    color: #5b6779;
    border-color: ${theme.colors.border};
  }
`;

const buttonSizes = {
  sm: css`
    min-height: 36px;
    padding: 0 14px;
    font-size: 14px;
  `,
  md: css`
    min-height: 44px;
    padding: 0 20px;
    font-size: 15px;
  `,
  lg: css`
    min-height: 52px;
    padding: 0 20px;
    font-size: 15px;
  `,
};

const buttonVariants = {
  primary: css`
    background: ${theme.colors.amber};
    color: ${theme.colors.navy};
    &:hover:not(:disabled) {
      background: #ffb31f;
    }
  `,
  dark: css`
    background: ${theme.colors.navy};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${theme.colors.navySoft};
    }
  `,
  secondary: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.navy};
    border-color: ${theme.colors.border};
    &:hover:not(:disabled) {
      border-color: ${theme.colors.navy};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.navy};
    &:hover:not(:disabled) {
      background: ${theme.colors.bg2};
    }
  `,
};

/**
 * The shop's main button, full width, as static rules: for the rule of a parent that draws many
 * (a product card's « Demander un devis »), where a `Button` per card computed its class at every render.
 */
export const blockPrimaryButton = css`
  ${buttonBase}
  ${buttonSizes.md}
  ${buttonVariants.primary}
  width: 100%;
`;

export const buttonStyles = css<BtnProps>`
  ${buttonBase}
  ${(p) => buttonSizes[p.$size ?? 'md']}
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  ${(p) => buttonVariants[p.$variant ?? 'primary']}
`;

export const Button = styled.button<{ $variant?: Variant; $block?: boolean; $size?: 'sm' | 'md' | 'lg' }>`
  ${buttonStyles}
`;

const spin = keyframes`to { transform: rotate(360deg); }`;
export const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 3px solid ${theme.colors.border};
  border-top-color: ${theme.colors.amber};
  animation: ${spin} 800ms linear infinite;
`;

export const Center = styled.div`
  min-height: 50vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  text-align: center;
  padding: 48px 16px;
  color: ${theme.colors.muted};
`;

export function Loading({ label }: { label: string }) {
  return (
    <Center role="status" aria-live="polite">
      <Spinner />
      <span>{label}</span>
    </Center>
  );
}

export function useTitle(title: string) {
  const t = useT();
  useEffect(() => {
    const suffix = t('titles.suffix');
    const full = title.includes(suffix) ? title : `${title} | ${suffix}`;
    // The server wrote it already: taking over its page rewrites nothing of it (e2e hydration spec).
    if (document.title !== full) document.title = full;
  }, [title, t]);
}

export const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: 13px;
  font-weight: 700;
  color: #8f5400;
  margin: 0 0 8px;
`;

export const SectionTitle = styled.h2`
  font-size: clamp(24px, 3vw, 32px);
  font-weight: 750;
  color: ${theme.colors.navy};
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label,
  legend {
    font-weight: 600;
    font-size: 14px;
    color: ${theme.colors.navy};
  }
  input,
  select,
  textarea {
    width: 100%;
    min-height: 44px;
    border: 1px solid #b9c3d1;
    border-radius: ${theme.radii.sm};
    padding: 10px 12px;
    background: #fff;
    font-size: 15px;
    transition:
      border-color ${theme.transition},
      box-shadow ${theme.transition};
  }
  textarea {
    resize: vertical;
    min-height: 110px;
  }
  input:focus,
  select:focus,
  textarea:focus {
    outline: none;
    border-color: ${theme.colors.navy};
    box-shadow: 0 0 0 3px rgba(37, 99, 235, 0.35);
  }
  input[aria-invalid='true'],
  textarea[aria-invalid='true'],
  select[aria-invalid='true'] {
    border-color: ${theme.colors.red};
  }
  .hint {
    font-size: 13px;
    color: ${theme.colors.muted};
  }
  .error {
    font-size: 13px;
    color: ${theme.colors.red};
    font-weight: 500;
  }
`;

export const Alert = styled.div<{ $variant?: 'error' | 'success' | 'info' }>`
  border-radius: ${theme.radii.sm};
  padding: 12px 14px;
  font-size: 14px;
  font-weight: 500;
  ${(p) => {
    const c = theme.colors;
    if (p.$variant === 'error')
      return css`
        background: ${c.redSoft};
        color: ${c.red};
        border: 1px solid #f5c2bd;
      `;
    if (p.$variant === 'success')
      return css`
        background: ${c.greenSoft};
        color: ${c.green};
        border: 1px solid #b7dfc3;
      `;
    return css`
      background: ${c.amberSoft};
      color: ${c.navy};
      border: 1px solid #f3d9a0;
    `;
  }}
`;

export const PageHeader = styled.div`
  background: ${theme.colors.navy};
  color: #fff;
  padding: 40px 0 44px;
  h1 {
    font-size: clamp(28px, 4vw, 40px);
    margin: 0 0 8px;
  }
  p {
    color: #c9d4e5;
    max-width: 720px;
    margin: 0;
  }
`;

/** A dashed panel for "nothing here yet" (empty catalogue, no favourites). */
export const EmptyState = styled.div`
  background: ${theme.colors.surface};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};
  padding: 48px 16px;
  text-align: center;
  h2,
  h3 {
    font-size: 20px;
    margin-top: 12px;
  }
  p {
    color: ${theme.colors.muted};
  }
  svg {
    width: 40px;
    height: 40px;
    color: ${theme.colors.red};
  }
`;

/** A link that looks like a button (a real `<a href>`: it works before the script). */
export const ButtonLink = styled(Link)<BtnProps>`
  ${buttonStyles}
`;

/** An outlined button link for dark (navy) backgrounds. */
export const LightLink = styled(Link)<BtnProps>`
  ${buttonStyles}
  background: transparent;
  color: ${theme.colors.surface};
  border-color: rgba(255, 255, 255, 0.4);
  &:hover {
    background: rgba(255, 255, 255, 0.08);
  }
`;

const OffScreen = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * A field only robots fill (the API refuses a form that has it): off screen for people, hidden
 * from assistive technology and out of the tab order.
 */
export function Honeypot({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <OffScreen aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </OffScreen>
  );
}
