import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useT } from '../i18n';
import { theme } from '../theme';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
  duration?: number;
}
interface ToastItem extends ToastInput {
  id: number;
}

const ToastContext = createContext<((t: ToastInput) => void) | null>(null);

const slide = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`;

const Region = styled.div`
  position: fixed;
  z-index: 1000;
  right: 12px;
  top: 12px;
  left: 12px;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 8px;
  pointer-events: none;
  ${theme.mq.md} {
    left: auto;
    top: auto;
    right: 16px;
    bottom: 16px;
    width: 380px;
  }
`;

const Card = styled.div<{ $variant: string }>`
  pointer-events: auto;
  width: 100%;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid
    ${(p) => (p.$variant === 'error' ? theme.colors.red : p.$variant === 'success' ? theme.colors.green : theme.colors.amber)};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.lg};
  padding: 12px 40px 12px 16px;
  position: relative;
  animation: ${slide} 200ms ease;
  strong {
    display: block;
    font-size: 15px;
  }
  p {
    margin: 2px 0 0;
    color: ${theme.colors.muted};
    font-size: 14px;
  }
  button {
    position: absolute;
    top: 8px;
    right: 8px;
    border: 0;
    background: none;
    width: 28px;
    height: 28px;
    border-radius: 6px;
    color: ${theme.colors.muted};
    font-size: 18px;
    line-height: 1;
  }
  button:hover {
    background: ${theme.colors.bg};
  }
`;

export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const seq = useRef(0);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const push = useCallback(
    (input: ToastInput) => {
      const id = ++seq.current;
      setToasts((all) => [...all.slice(-2), { ...input, id }]);
      window.setTimeout(() => dismiss(id), input.duration ?? 3000);
    },
    [dismiss],
  );
  const value = useMemo(() => push, [push]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Region role="status" aria-live="polite">
        {toasts.map((item) => (
          <Card key={item.id} $variant={item.variant ?? 'info'} data-testid="toast">
            <strong>{item.title}</strong>
            {item.description && <p>{item.description}</p>}
            <button type="button" aria-label={t('common.close')} onClick={() => dismiss(item.id)}>
              ×
            </button>
          </Card>
        ))}
      </Region>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast must be used within a ToastProvider');
  return ctx;
}
