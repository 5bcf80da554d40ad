import type { ReactNode } from 'react';
import { Alert, Container, SectionTitle } from '../../components/ui';
import { useHashAnchor } from '../../lib/hooks';
import { Section } from './ProSpace.styles';

/**
 * One list of the pro space (requests, orders): its title, then the error, the empty line or the
 * list (nothing while it loads). An address naming it (`/espace-pro#commandes`, from a quote's
 * page) scrolls to it once its list is in, and keeps it in view while the lists above it load.
 */
export function ProListSection({
  id,
  title,
  state,
  error,
  empty,
  children,
}: {
  id: string;
  title: string;
  state: 'loading' | 'failed' | 'empty' | 'ok';
  error: string;
  empty: string;
  children: ReactNode;
}) {
  useHashAnchor(id, state !== 'loading');
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionTitle id={`${id}-title`}>{title}</SectionTitle>
        {state === 'failed' ? (
          <Alert $variant="error">{error}</Alert>
        ) : state === 'empty' ? (
          <p>{empty}</p>
        ) : state === 'ok' ? (
          children
        ) : null}
      </Container>
    </Section>
  );
}

export const listState = (list: unknown[] | null, failed: boolean) =>
  failed ? 'failed' : list === null ? 'loading' : list.length === 0 ? 'empty' : 'ok';
