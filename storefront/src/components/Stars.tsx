import type { CSSProperties } from 'react';
import styled from 'styled-components';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
const star = (colour: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='${encodeURIComponent(colour)}' d='${STAR_PATH}'/%3E%3C/svg%3E")`;
/** One star and the 1 px between two: the star stays square, centred in its tile. */
const TILE = 'calc(var(--star-size) + 1px) var(--star-size)';

/*
 * One element per rating, not five SVGs: a page of 12 cards drew 132 nodes the browser parsed,
 * laid out and hydrated before the page answered a tap. The grey stars are the element's
 * background, the filled ones its ::before, as wide as the filled stars. Static styles (the
 * size and the count are CSS variables): no class to compute per card.
 */
const Row = styled.span`
  display: inline-block;
  position: relative;
  width: calc((var(--star-size) + 1px) * 5);
  height: var(--star-size);
  background: ${star('#d5dbe5')} 0 0 / ${TILE} repeat-x;
  print-color-adjust: exact;
  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: calc((var(--star-size) + 1px) * var(--stars-filled));
    background: ${star('#f5a300')} 0 0 / ${TILE} repeat-x;
  }
`;

/** Five stars, filled up to the rounded-down rating (spec). */
export function Stars({ rating, size = 16, label }: { rating: number; size?: number; label: string }) {
  const style = { '--star-size': `${size}px`, '--stars-filled': Math.floor(rating) } as CSSProperties;
  return <Row role="img" aria-label={label} style={style} />;
}
