import { Edit, useNotify, useRedirect } from 'react-admin';
import { useSupplierText } from './suppliers.messages';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import { SupplierForm } from './SupplierForm';

export default function SupplierEdit() {
  const { m } = useSupplierText();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  return (
    <>
      <PageHeading>{m.edit_title}</PageHeading>
      <Edit
        sx={{ maxWidth: 760 }}
        title={m.edit_title}
        mutationMode="pessimistic"
        actions={false}
        mutationOptions={{
          onSuccess: () => {
            notify(m.updated, { type: 'success' });
            redirect('list', 'suppliers');
          },
          onError: (error: unknown) => notifyError(m.update_error, error),
        }}
      >
        <SupplierForm mode="edit" />
      </Edit>
    </>
  );
}
