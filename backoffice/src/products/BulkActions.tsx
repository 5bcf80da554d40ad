import { BulkDeleteButton, BulkUpdateButton, useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../common/notify';
import { PRODUCT_STATUSES } from './choices';

/** Bulk publish and bulk delete, with confirmation; loaded when rows are first selected. */
export default function BulkActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  return (
    <>
      <BulkUpdateButton
        label="sw.products.bulk_publish"
        data={{ status: PRODUCT_STATUSES[1] }}
        mutationMode="pessimistic"
        confirmTitle={translate('sw.products.bulk_publish_title')}
        confirmContent="sw.products.bulk_publish_confirm"
        mutationOptions={{
          onSuccess: (ids?: unknown[]) =>
            notify('sw.products.published_many', { type: 'success', messageArgs: { smart_count: ids?.length ?? 0 } }),
          onError: (error: unknown) => notifyError('sw.products.update_error', error),
        }}
      />
      <BulkDeleteButton
        mutationMode="pessimistic"
        confirmTitle={translate('sw.products.bulk_delete_title')}
        confirmContent="sw.products.bulk_delete_confirm"
        mutationOptions={{
          onSuccess: (ids?: unknown[]) =>
            notify('sw.products.deleted_many', { type: 'success', messageArgs: { smart_count: ids?.length ?? 0 } }),
          onError: (error: unknown) => notifyError('sw.products.delete_error', error),
        }}
      />
    </>
  );
}
