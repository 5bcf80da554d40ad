import { Edit, useNotify, useRedirect, useTranslate } from 'react-admin';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import { ProductForm } from './ProductForm';

export default function ProductEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  return (
    <>
      <PageHeading>{translate('sw.products.edit_title')}</PageHeading>
      <Edit
        sx={{ maxWidth: 1000 }}
        title={translate('sw.products.edit_title')}
        mutationMode="pessimistic"
        redirect={false}
        actions={false}
        mutationOptions={{
          onSuccess: () => {
            notify('sw.products.updated', { type: 'success' });
            redirect('list', 'products');
          },
          onError: (error: unknown) => notifyError('sw.products.update_error', error),
        }}
      >
        <ProductForm history />
      </Edit>
    </>
  );
}
