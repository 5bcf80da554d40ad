import { Box, Button, Chip, IconButton, Rating, Stack, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import AcceptIcon from '@mui/icons-material/ThumbUpOutlined';
import RejectIcon from '@mui/icons-material/ThumbDownOutlined';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  useCreatePath,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
  useUpdateMany,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { isReviewStatus, REVIEW_STATUS, REVIEW_STATUSES, type ReviewStatus } from '@stockwatt/shared';
import { DeleteWithConfirm } from '../common/DeleteWithConfirm';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import { ListSearch } from '../common/ListSearch';
import { ListEmpty } from '../common/ListEmpty';
import { useReviewText } from './reviews.messages';

const ratingChoices = [5, 4, 3, 2, 1].map((n) => ({ id: n, name: `${n} ★` }));
const STATUS_COLOR: Record<ReviewStatus, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'error',
};
const statusOf = (record: RaRecord | undefined): ReviewStatus | undefined => (isReviewStatus(record?.status) ? record.status : undefined);

/** Like react-admin's demo: each row's left edge in its status's colour. */
const rowSx = (record: RaRecord) => {
  const status = statusOf(record);
  return { '& td:first-of-type': { borderLeft: 5, borderLeftColor: status ? `${STATUS_COLOR[status]}.main` : 'divider' } };
};

function StatusChip() {
  const record = useRecordContext();
  const { m } = useReviewText();
  const status = statusOf(record);
  if (!record) return null;
  return (
    <Chip
      size="small"
      label={status ? m.status[status] : String(record.status)}
      color={status ? STATUS_COLOR[status] : 'default'}
      variant={status === REVIEW_STATUS.pending ? 'filled' : 'outlined'}
    />
  );
}

function DeleteReview() {
  const { m } = useReviewText();
  // Texts, not keys: the i18n provider lets a missing key through, %{name} filled in.
  return (
    <DeleteWithConfirm
      resource="reviews"
      nameField="user_name"
      titleKey={m.delete_title}
      contentKey={m.delete_confirm}
      successKey={m.deleted}
      errorKey={m.delete_error}
    />
  );
}

/**
 * Accept / Reject on a review (the one it is not already in), then Delete. Pessimistic: the
 * product's rating moves on the server, the list is read again (a moderated review leaves the
 * pending list). `compact`: icon buttons, for the phone list.
 */
function ModerateButtons({ compact = false }: { compact?: boolean }) {
  const record = useRecordContext();
  const { m, fill } = useReviewText();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const name = String(record.user_name ?? '');
  const moderate = (status: ReviewStatus) =>
    update(
      'reviews',
      { id: record.id, data: { status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(status === REVIEW_STATUS.accepted ? m.accepted : m.rejected, { type: 'success' });
          refresh();
        },
        onError: (error) => notifyError(m.moderate_error, error),
      },
    );
  const actions = [
    { status: REVIEW_STATUS.accepted, text: m.accept, label: fill(m.accept_label, { name }), icon: <AcceptIcon fontSize="small" /> },
    { status: REVIEW_STATUS.rejected, text: m.reject, label: fill(m.reject_label, { name }), icon: <RejectIcon fontSize="small" /> },
  ];
  return (
    <Stack
      direction="row"
      spacing={compact ? 0 : 1}
      sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
      onClick={(e) => e.stopPropagation()}
    >
      {actions
        .filter((a) => a.status !== record.status)
        .map((a) =>
          compact ? (
            <Tooltip key={a.status} title={a.label}>
              <IconButton
                size="small"
                color={STATUS_COLOR[a.status]}
                aria-label={a.label}
                disabled={isPending}
                onClick={() => moderate(a.status)}
              >
                {a.icon}
              </IconButton>
            </Tooltip>
          ) : (
            <Button
              key={a.status}
              size="small"
              variant="outlined"
              color={STATUS_COLOR[a.status]}
              startIcon={a.icon}
              aria-label={a.label}
              disabled={isPending}
              onClick={() => moderate(a.status)}
            >
              {a.text}
            </Button>
          ),
        )}
      <DeleteReview />
    </Stack>
  );
}

/** The selected reviews accepted or rejected in one request (PUT /api/admin/reviews?filter={"id":[…]}). */
function BulkModerateButton({ status }: { status: ReviewStatus }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const { m, fill } = useReviewText();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [updateMany, { isPending }] = useUpdateMany();
  const accept = status === REVIEW_STATUS.accepted;
  return (
    <Button
      size="small"
      color={STATUS_COLOR[status]}
      startIcon={accept ? <AcceptIcon /> : <RejectIcon />}
      disabled={isPending || !selectedIds.length}
      onClick={() =>
        updateMany(
          'reviews',
          { ids: selectedIds, data: { status } },
          {
            mutationMode: 'pessimistic',
            onSuccess: (ids) => {
              const count = Array.isArray(ids) ? ids.length : selectedIds.length;
              const text = accept ? [m.accepted_one, m.accepted_many] : [m.rejected_one, m.rejected_many];
              notify(count === 1 ? text[0] : fill(text[1], { count }), { type: 'success' });
              onUnselectItems();
              refresh();
            },
            onError: (error) => notifyError(m.moderate_error, error),
          },
        )
      }
    >
      {accept ? m.accept : m.reject}
    </Button>
  );
}

function BulkModeration() {
  return (
    <>
      <BulkModerateButton status={REVIEW_STATUS.accepted} />
      <BulkModerateButton status={REVIEW_STATUS.rejected} />
    </>
  );
}

const dateFr = (value: string) => new Date(value).toLocaleDateString('fr-FR', { dateStyle: 'long' });

/**
 * Moderation, as react-admin's demo (Posters Galore) does it: the list opens on the pending
 * reviews, each accepted or rejected on its row or several at once, its status as a chip.
 */
export default function ReviewList() {
  const { m, fill } = useReviewText();
  const notifyError = useNotifyError();
  const createPath = useCreatePath();
  const statusChoices = REVIEW_STATUSES.map((s) => ({ id: s, name: m.status[s] }));
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <>
      <PageHeading>{m.title}</PageHeading>
      <List
        resource="reviews"
        title={m.title}
        filters={[
          <ListSearch key="q" source="q" alwaysOn name="sw.search.reviews" hint="sw.search.reviews_hint" />,
          <SelectInput key="status" source="status" choices={statusChoices} translateChoice={false} alwaysOn />,
          <SelectInput key="rating" source="rating" choices={ratingChoices} translateChoice={false} />,
        ]}
        filterDefaultValues={{ status: REVIEW_STATUS.pending }}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        empty={<ListEmpty message={m.empty} />}
        exporter={false}
        queryOptions={{ onError: () => notifyError(m.load_error) }}
      >
        {isSmall ? (
          <SimpleList
            rowClick={false}
            empty={<ListEmpty message={m.empty} />}
            primaryText={(record) => record.product_name ?? `#${record.product_id}`}
            secondaryText={(record) => (
              <>
                <Box component="strong" sx={{ color: 'text.primary' }}>
                  {record.user_name}
                </Box>
                {' — '}
                {record.comment}
              </>
            )}
            tertiaryText={(record) => (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
                <StatusChip />
                <Rating value={record.rating} readOnly size="small" aria-label={fill(m.stars, { rating: record.rating })} />
                {record.created_at ? dateFr(record.created_at) : null}
              </Box>
            )}
            rightIcon={() => <ModerateButtons compact />}
            sx={{
              '& .RaSimpleList-tertiary': { float: 'none', display: 'block', opacity: 1, mt: 0.5 },
              '& .MuiListItemIcon-root': { minWidth: 0, ml: 1 },
            }}
          />
        ) : (
          <Datagrid
            rowClick={false}
            rowSx={rowSx}
            bulkActionButtons={<BulkModeration />}
            size="small"
            empty={<ListEmpty message={m.empty} />}
            sx={{ '& .RaDatagrid-headerCell': { fontWeight: 700 }, '& td': { verticalAlign: 'top' } }}
          >
            <FunctionField
              source="product_id"
              render={(record) =>
                record.product_id ? (
                  <Link to={createPath({ resource: 'products', type: 'edit', id: record.product_id })}>
                    {record.product_name ?? `#${record.product_id}`}
                  </Link>
                ) : (
                  '—'
                )
              }
            />
            <FunctionField source="user_name" render={(record) => record.user_name} />
            <FunctionField
              source="rating"
              render={(record) => (
                <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  <Rating value={record.rating} readOnly size="small" aria-label={fill(m.stars, { rating: record.rating })} />
                  <span>{record.rating}/5</span>
                </Box>
              )}
            />
            <FunctionField source="comment" sortable={false} render={(record) => <Box sx={{ maxWidth: 420 }}>{record.comment}</Box>} />
            <DateField source="created_at" locales="fr-FR" options={{ dateStyle: 'long' }} />
            <FunctionField source="status" render={() => <StatusChip />} />
            <FunctionField label="sw.actions" textAlign="right" render={() => <ModerateButtons />} />
          </Datagrid>
        )}
      </List>
    </>
  );
}
