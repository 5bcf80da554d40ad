import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import { SupplierForm } from './SupplierForm';

export default function SupplierCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  return (
    <>
      <PageHeading>{translate('sw.suppliers.create_title')}</PageHeading>
      <Create
        sx={{ maxWidth: 760 }}
        title={translate('sw.suppliers.create_title')}
        mutationOptions={{
          onSuccess: () => {
            notify('sw.suppliers.created', { type: 'success' });
            redirect('list', 'suppliers');
          },
          onError: (error: unknown) => notifyError('sw.suppliers.create_error', error),
        }}
      >
        <SupplierForm mode="create" />
      </Create>
    </>
  );
}
