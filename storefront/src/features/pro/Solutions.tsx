import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { api } from '../../api/client';
import type { CataloguePage, ProductSummary } from '@stockwatt/shared';
import { ChevronIcon, PauseIcon, PlayIcon } from '../../components/Icons';
import { Container, Eyebrow, SectionTitle } from '../../components/ui';
import { useI18n } from '../../i18n';
import { usePrefersReducedMotion } from '../../lib/hooks';
import { Section } from './ProSpace.styles';
import { SolutionCard } from './SolutionCard';
import { theme } from '../../theme';

const Carousel = styled.div`
  position: relative;
  .track {
    display: grid;
    gap: 16px;
    grid-template-columns: 1fr;
    ${theme.mq.md} {
      grid-template-columns: 1fr 1fr;
    }
    ${theme.mq.lg} {
      grid-template-columns: repeat(3, 1fr);
    }
  }
  .track > :nth-child(n + 2) {
    display: none;
    ${theme.mq.md} {
      display: flex;
    }
  }
  .track > :nth-child(n + 3) {
    ${theme.mq.md} {
      display: none;
    }
    ${theme.mq.lg} {
      display: flex;
    }
  }
  .track > :nth-child(n + 4) {
    display: none !important;
  }
  .controls {
    display: flex;
    gap: 8px;
    justify-content: flex-end;
    margin-bottom: 12px;
  }
  .controls button {
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 1px solid ${theme.colors.border};
    background: #fff;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    color: ${theme.colors.navy};
  }
  .controls button:hover {
    border-color: ${theme.colors.navy};
  }
`;

/** Four batteries, best sellers first, from one catalogue call (each card carries its summary). */
function useSolutions(): ProductSummary[] {
  const [solutions, setSolutions] = useState<ProductSummary[]>([]);
  useEffect(() => {
    api<CataloguePage>('/products?category=batteries&sort=name&page=1&pageSize=12')
      .then((list) => setSolutions([...list.items].sort((a, b) => Number(b.is_best_seller) - Number(a.is_best_seller)).slice(0, 4)))
      .catch(() => setSolutions([]));
  }, []);
  return solutions;
}

/**
 * The solutions carousel: one step every 5 s, paused while the pointer or focus is on it, by
 * its pause button, or for visitors who asked for less motion.
 */
export function Solutions({ onQuote }: { onQuote: (name: string) => void }) {
  const { t } = useI18n();
  const solutions = useSolutions();
  const reduce = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hover, setHover] = useState(false);
  const count = Math.max(1, solutions.length);

  useEffect(() => {
    if (reduce || paused || hover || solutions.length < 2) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % solutions.length), 5000);
    return () => window.clearInterval(id);
  }, [reduce, paused, hover, solutions.length]);

  return (
    <Section aria-labelledby="solutions-title">
      <Container>
        <Eyebrow>{t('pro.solutionsText')}</Eyebrow>
        <SectionTitle id="solutions-title">{t('pro.solutionsTitle')}</SectionTitle>
        <Carousel
          onMouseEnter={() => setHover(true)}
          onMouseLeave={() => setHover(false)}
          onFocus={() => setHover(true)}
          onBlur={() => setHover(false)}
        >
          <div className="controls">
            <button type="button" aria-label={t('pro.prev')} onClick={() => setIndex((i) => (i - 1 + solutions.length) % count)}>
              <ChevronIcon dir="left" />
            </button>
            <button type="button" aria-label={paused ? t('pro.play') : t('pro.pause')} onClick={() => setPaused((p) => !p)}>
              {paused ? <PlayIcon /> : <PauseIcon />}
            </button>
            <button type="button" aria-label={t('pro.next')} onClick={() => setIndex((i) => (i + 1) % count)}>
              <ChevronIcon />
            </button>
          </div>
          <div className="track" aria-live="off" data-testid="solutions-carousel" data-index={index}>
            {[...solutions.slice(index), ...solutions.slice(0, index)].map((p) => (
              <SolutionCard key={p.id} product={p} onQuote={onQuote} />
            ))}
          </div>
        </Carousel>
      </Container>
    </Section>
  );
}
