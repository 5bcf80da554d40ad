import styled from 'styled-components';

const Wrap = styled.span<{ $size: number }>`
  display: inline-flex;
  gap: 1px;
  svg {
    width: ${(p) => p.$size}px;
    height: ${(p) => p.$size}px;
  }
`;

/** Five stars, filled up to the rounded-down rating (spec). */
export function Stars({ rating, size = 16, label }: { rating: number; size?: number; label: string }) {
  const full = Math.floor(rating);
  return (
    <Wrap $size={size} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((i) => (
        <svg key={i} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
            fill={i <= full ? '#f5a300' : '#d5dbe5'}
          />
        </svg>
      ))}
    </Wrap>
  );
}
