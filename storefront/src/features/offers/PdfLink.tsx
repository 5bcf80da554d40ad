import { useState, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { apiBlob } from '../../api/client';
import { useT } from '../../i18n';
import { theme } from '../../theme';

export const pdfPath = (quoteId: number, offerId: number, key: string | null) =>
  `/quotes/${quoteId}/offers/${offerId}/pdf${key ? `?key=${encodeURIComponent(key)}` : ''}`;

const A = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  font-weight: 600;
  color: ${theme.colors.navy};
  text-decoration: underline;
  text-underline-offset: 3px;
`;

/**
 * An offer's PDF: a plain link with the mailed key; for a signed-in owner (no key), the file is
 * fetched with the session's token and handed to the browser, as a link cannot carry the token.
 */
export function PdfLink({
  quoteId,
  offerId,
  number,
  keyParam,
  children,
}: {
  quoteId: number;
  offerId: number;
  number: string;
  keyParam: string | null;
  children?: ReactNode;
}) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const href = `/api${pdfPath(quoteId, offerId, keyParam)}`;
  const onClick = keyParam
    ? undefined
    : (e: MouseEvent<HTMLAnchorElement>) => {
        e.preventDefault();
        setFailed(false);
        apiBlob(pdfPath(quoteId, offerId, null), { auth: true })
          .then((blob) => {
            const url = URL.createObjectURL(blob);
            const a = document.createElement('a');
            a.href = url;
            a.download = `${number}.pdf`;
            document.body.append(a);
            a.click();
            a.remove();
            window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
          })
          .catch(() => setFailed(true));
      };
  return (
    <>
      <A href={href} onClick={onClick} download={`${number}.pdf`} aria-label={t('offers.pdf', { number })}>
        {children ?? t('offers.pdfShort')}
      </A>
      {failed && (
        <span role="alert" style={{ color: '#b42318', fontSize: 13 }}>
          {t('offers.pdfError')}
        </span>
      )}
    </>
  );
}
