import { Create, useNotify, useRedirect } from 'react-admin';
import { useSupplierText } from './suppliers.messages';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import { SupplierForm } from './SupplierForm';

export default function SupplierCreate() {
  const { m } = useSupplierText();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  return (
    <>
      <PageHeading>{m.create_title}</PageHeading>
      <Create
        sx={{ maxWidth: 760 }}
        title={m.create_title}
        mutationOptions={{
          onSuccess: () => {
            notify(m.created, { type: 'success' });
            redirect('list', 'suppliers');
          },
          onError: (error: unknown) => notifyError(m.create_error, error),
        }}
      >
        <SupplierForm mode="create" />
      </Create>
    </>
  );
}
