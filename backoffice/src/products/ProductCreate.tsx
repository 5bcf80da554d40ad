import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import { ProductForm } from './ProductForm';

export default function ProductCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  return (
    <>
      <PageHeading>{translate('sw.products.create_title')}</PageHeading>
      <Create
        sx={{ maxWidth: 1000 }}
        title={translate('sw.products.create_title')}
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            notify('sw.products.created', { type: 'success' });
            redirect('list', 'products');
          },
          onError: (error: unknown) => notifyError('sw.products.create_error', error),
        }}
      >
        <ProductForm />
      </Create>
    </>
  );
}
