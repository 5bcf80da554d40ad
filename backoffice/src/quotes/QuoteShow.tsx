import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import AddIcon from '@mui/icons-material/Add';
import PdfIcon from '@mui/icons-material/PictureAsPdf';
import { useState } from 'react';
import { ShowBase, Title, useGetList, useNotify, useRecordContext, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { OFFER_STATUS, type OfferState } from '@stockwatt/shared';
import { getToken, send } from '../auth';
import { API_URL } from '../dataProvider';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import { useCreateOnce } from '../common/useCreateOnce';
import { formatEuros } from '../products/choices';
import { Panel } from '../common/Panel';
import { LinesTable, TotalsBox, tabular, type PricedLine, type Totals } from '../orders/PricedDocument';
import { OfferEditor } from './OfferEditor';
import { QuoteDetail, StatusChip } from './QuoteParts';
import { useQuoteText } from './quotes.messages';

const STATE_CHIP: Record<OfferState, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  brouillon: 'default',
  envoyée: 'info',
  acceptée: 'success',
  refusée: 'error',
  'modification demandée': 'warning',
  remplacée: 'default',
  expirée: 'warning',
};

const shortDate = (day: string, locale: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium' });

/** The offer's PDF, fetched with the session's token (a plain link would carry none) and saved. */
function PdfButton({ offer }: { offer: RaRecord }) {
  const { m, fill } = useQuoteText();
  const notifyError = useNotifyError();
  const name = offer.number ?? `v${offer.version}`;
  const download = async () => {
    try {
      const res = await send(
        (token) => fetch(`${API_URL}/offers/${offer.id}/pdf`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }),
        (outcome) => outcome instanceof Response && outcome.status === 401,
        await getToken(),
      );
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = `${name}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notifyError(m.offers.pdf_error, error);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<PdfIcon />}
      aria-label={fill(m.offers.pdf_label, { name })}
      onClick={() => void download()}
    >
      {m.offers.pdf}
    </Button>
  );
}

function OfferSummary({ offer }: { offer: RaRecord }) {
  const { m, fill, locale } = useQuoteText();
  const state = offer.state as OfferState;
  return (
    <Box
      sx={{
        display: 'grid',
        width: '100%',
        alignItems: 'center',
        gap: 1,
        gridTemplateColumns: { xs: '1fr auto', sm: '90px minmax(0, 1fr) auto 120px' },
        pr: 1,
      }}
    >
      <Typography sx={{ fontWeight: 700 }}>{fill(m.offers.version, { version: offer.version })}</Typography>
      <Box sx={{ minWidth: 0, gridRow: { xs: 2, sm: 'auto' } }}>
        <Box sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 13 }}>{offer.number ?? m.offers.draft_number}</Box>
        <Box sx={{ color: 'text.secondary', fontSize: 12.5 }}>
          {fill(m.offers.valid_until, { date: shortDate(offer.valid_until, locale) })}
          {offer.order_number ? ` · ${fill(m.offers.order, { number: offer.order_number })}` : ''}
        </Box>
      </Box>
      <Chip size="small" label={m.state[state] ?? state} color={STATE_CHIP[state] ?? 'default'} sx={{ justifySelf: 'end' }} />
      <Box sx={{ textAlign: 'right', gridRow: { xs: 2, sm: 'auto' }, ...tabular }}>
        <Box sx={{ fontWeight: 600 }}>{formatEuros(offer.total_ht)} HT</Box>
        <Box sx={{ color: 'text.secondary', fontSize: 12.5 }}>{formatEuros(offer.total_ttc)} TTC</Box>
      </Box>
    </Box>
  );
}

/** A version no longer a draft: read-only. */
function SentOffer({ offer }: { offer: RaRecord }) {
  const { m, fill } = useQuoteText();
  return (
    <Stack spacing={2}>
      <Alert severity="info" variant="outlined">
        {m.offers.read_only}
      </Alert>
      <LinesTable lines={offer.lines as PricedLine[]} label={fill(m.offers.version, { version: offer.version })} />
      <TotalsBox totals={offer as unknown as Totals} />
      {offer.note ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          <strong>{m.offers.note} :</strong> {offer.note}
        </Typography>
      ) : null}
      {offer.accepted_name ? <Typography variant="body2">{fill(m.offers.accepted, { name: offer.accepted_name })}</Typography> : null}
      {offer.decline_reason ? <Typography variant="body2">{fill(m.offers.declined, { reason: offer.decline_reason })}</Typography> : null}
    </Stack>
  );
}

function OffersPanel({ quoteId }: { quoteId: number }) {
  const { m } = useQuoteText();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const {
    data: offers,
    isPending,
    refetch,
  } = useGetList('offers', {
    filter: { quote_id: quoteId },
    sort: { field: 'version', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  const [create, creating] = useCreateOnce();
  const [open, setOpen] = useState<Record<number, boolean>>({});
  const draft = offers?.find((o) => o.status === OFFER_STATUS.draft);
  // Kept disabled until the list shows the draft (which hides the button): another would get a 409.
  const newOffer = () =>
    create(
      'offers',
      { quote_id: quoteId },
      {
        onSuccess: () => {
          notify(m.offers.created, { type: 'success' });
          return refetch();
        },
        onError: (error) => notifyError(m.offers.create_error, error),
      },
    );
  return (
    <Box component="section" aria-labelledby="quote-offers">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
        <Typography id="quote-offers" variant="h6" component="h2" sx={{ fontWeight: 700, fontSize: 17 }}>
          {m.offers.title}
        </Typography>
        {draft ? null : (
          <Button variant="contained" size="small" startIcon={<AddIcon />} disabled={creating || isPending} onClick={newOffer}>
            {m.offers.create}
          </Button>
        )}
      </Stack>
      {isPending ? (
        <CircularProgress size={24} aria-label={m.offers.title} />
      ) : !offers?.length ? (
        <Typography variant="body2" color="text.secondary">
          {m.offers.none}
        </Typography>
      ) : (
        offers.map((offer) => {
          const isDraft = offer.status === OFFER_STATUS.draft;
          return (
            <Accordion
              key={offer.id}
              disableGutters
              expanded={open[offer.id as number] ?? isDraft}
              onChange={(_e, expanded) => setOpen((o) => ({ ...o, [offer.id]: expanded }))}
              slotProps={{ transition: { unmountOnExit: true } }}
            >
              <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`offer-${offer.id}`} id={`offer-${offer.id}-summary`}>
                <OfferSummary offer={offer} />
              </AccordionSummary>
              <AccordionDetails id={`offer-${offer.id}`}>
                {isDraft ? (
                  <OfferEditor key={offer.updated_at} offer={offer} onChanged={() => void refetch()} />
                ) : (
                  <SentOffer offer={offer} />
                )}
                {offer.number ? (
                  <Box sx={{ mt: 2 }}>
                    <PdfButton offer={offer} />
                  </Box>
                ) : null}
              </AccordionDetails>
            </Accordion>
          );
        })
      )}
    </Box>
  );
}

function MessagesPanel({ quoteId }: { quoteId: number }) {
  const { m, fill, locale } = useQuoteText();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { data: messages, refetch } = useGetList('quote-messages', {
    filter: { quote_id: quoteId },
    sort: { field: 'id', order: 'ASC' },
    pagination: { page: 1, perPage: 500 },
  });
  const [create, isPending] = useCreateOnce();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reply = (e: React.FormEvent) => {
    e.preventDefault();
    create(
      'quote-messages',
      { quote_id: quoteId, body },
      {
        onSuccess: () => {
          setBody('');
          setError(undefined);
          notify(m.messages.sent, { type: 'success' });
          void refetch();
        },
        onError: (err) => {
          setError((err as { body?: { fields?: { body?: string } } })?.body?.fields?.body);
          notifyError(m.messages.error, err);
        },
      },
    );
  };
  return (
    <Panel title={m.messages.title} id="quote-messages">
      {messages?.length ? (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {messages.map((msg) => (
            <Box
              component="li"
              key={msg.id}
              sx={{
                p: 1.25,
                borderRadius: 1,
                bgcolor: msg.author === 'staff' ? 'action.hover' : 'background.paper',
                border: 1,
                borderColor: 'divider',
                ml: msg.author === 'staff' ? { sm: 4 } : 0,
                mr: msg.author === 'staff' ? 0 : { sm: 4 },
              }}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                {msg.author === 'staff' ? fill(m.messages.staff, { email: msg.author_email ?? '' }) : m.messages.buyer} ·{' '}
                {new Date(msg.created_at).toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium', timeStyle: 'short' })}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {msg.body}
              </Typography>
            </Box>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {m.messages.none}
        </Typography>
      )}
      <Box component="form" onSubmit={reply} noValidate>
        <TextField
          label={m.messages.reply}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          error={Boolean(error)}
          helperText={error}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
          <Button type="submit" variant="contained" disabled={isPending || !body.trim()}>
            {m.messages.send}
          </Button>
        </Stack>
      </Box>
    </Panel>
  );
}

function QuotePage() {
  const quote = useRecordContext();
  const { m, fill } = useQuoteText();
  if (!quote) return null;
  const title = fill(m.title, { id: quote.id });
  return (
    <Box sx={{ pb: 3 }}>
      <Title title={title} />
      <Button component={RouterLink} to="/quotes" size="small" startIcon={<ArrowBackIcon />} sx={{ mt: 1 }}>
        {m.back}
      </Button>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageHeading>
          {title} · {quote.subject}
        </PageHeading>
        <Box sx={{ mt: 1.5 }}>
          <StatusChip />
        </Box>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {quote.name}
        {quote.company ? ` · ${quote.company}` : ''} ·{' '}
        <Link href={`mailto:${quote.email}`} sx={{ wordBreak: 'break-all' }}>
          {quote.email}
        </Link>
      </Typography>
      <Stack spacing={2}>
        <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, p: 2, boxShadow: 1, minWidth: 0 }}>
          <OffersPanel quoteId={quote.id as number} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
          <Panel title={m.request} id="quote-request">
            <QuoteDetail />
          </Panel>
          <MessagesPanel quoteId={quote.id as number} />
        </Box>
      </Stack>
    </Box>
  );
}

/** A quote request's page: the request, its priced offers (versions, the draft's editor) and the messages with the buyer. */
export default function QuoteShow() {
  return (
    <ShowBase resource="quotes">
      <QuotePage />
    </ShowBase>
  );
}
