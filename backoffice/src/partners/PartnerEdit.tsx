import { Edit, useNotify, useRedirect } from 'react-admin';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import { usePartnerText } from './partners.messages';
import { PartnerForm } from './PartnerForm';

export default function PartnerEdit() {
  const { m } = usePartnerText();
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
            redirect('list', 'partners');
          },
          onError: (error: unknown) => notifyError(m.update_error, error),
        }}
      >
        <PartnerForm mode="edit" />
      </Edit>
    </>
  );
}
