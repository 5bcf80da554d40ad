import { Box, Rating, useMediaQuery, Theme } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, SelectInput, SimpleList, useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DeleteWithConfirm } from '../common/DeleteWithConfirm';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import { ListSearch } from '../common/ListSearch';
import { ListEmpty } from '../common/ListEmpty';

const ratingChoices = [5, 4, 3, 2, 1].map((n) => ({ id: n, name: `${n} ★` }));

function DeleteReview() {
  return (
    <DeleteWithConfirm
      resource="reviews"
      nameField="user_name"
      titleKey="sw.reviews.delete_title"
      contentKey="sw.reviews.delete_confirm"
      successKey="sw.reviews.deleted"
      errorKey="sw.reviews.delete_error"
    />
  );
}

const dateFr = (value: string) => new Date(value).toLocaleDateString('fr-FR', { dateStyle: 'long' });

export default function ReviewList() {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const createPath = useCreatePath();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <>
      <PageHeading>{translate('sw.reviews.title')}</PageHeading>
      <List
        resource="reviews"
        title={translate('sw.reviews.title')}
        filters={[
          <ListSearch key="q" source="q" alwaysOn name="sw.search.reviews" hint="sw.search.reviews_hint" />,
          <SelectInput key="rating" source="rating" choices={ratingChoices} translateChoice={false} />,
        ]}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        empty={<ListEmpty message="sw.reviews.empty" />}
        exporter={false}
        queryOptions={{ onError: () => notifyError('sw.reviews.load_error') }}
      >
        {isSmall ? (
          <SimpleList
            rowClick={false}
            empty={<ListEmpty message="sw.reviews.empty" />}
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
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <Rating value={record.rating} readOnly size="small" aria-label={translate('sw.reviews.stars', { rating: record.rating })} />
                {record.created_at ? dateFr(record.created_at) : null}
              </Box>
            )}
            rightIcon={() => <DeleteReview />}
            sx={{
              '& .RaSimpleList-tertiary': { float: 'none', display: 'block', opacity: 1, mt: 0.5 },
              '& .MuiListItemIcon-root': { minWidth: 0, ml: 1 },
            }}
          />
        ) : (
          <Datagrid
            rowClick={false}
            bulkActionButtons={false}
            size="small"
            empty={<ListEmpty message="sw.reviews.empty" />}
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
                  <Rating
                    value={record.rating}
                    readOnly
                    size="small"
                    aria-label={translate('sw.reviews.stars', { rating: record.rating })}
                  />
                  <span>{record.rating}/5</span>
                </Box>
              )}
            />
            <FunctionField source="comment" sortable={false} render={(record) => <Box sx={{ maxWidth: 420 }}>{record.comment}</Box>} />
            <DateField source="created_at" locales="fr-FR" options={{ dateStyle: 'long' }} />
            <FunctionField label="sw.actions" textAlign="right" render={() => <DeleteReview />} />
          </Datagrid>
        )}
      </List>
    </>
  );
}
