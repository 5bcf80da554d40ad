import { Edit, useNotify, useRedirect, useTranslate } from 'react-admin';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import { SupplierForm } from './SupplierForm';

export default function SupplierEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  return (
    <>
      <PageHeading>{translate('sw.suppliers.edit_title')}</PageHeading>
      <Edit
        sx={{ maxWidth: 760 }}
        title={translate('sw.suppliers.edit_title')}
        mutationMode="pessimistic"
        actions={false}
        mutationOptions={{
          onSuccess: () => {
            notify('sw.suppliers.updated', { type: 'success' });
            redirect('list', 'suppliers');
          },
          onError: (error: unknown) => notifyError('sw.suppliers.update_error', error),
        }}
      >
        <SupplierForm mode="edit" />
      </Edit>
    </>
  );
}
