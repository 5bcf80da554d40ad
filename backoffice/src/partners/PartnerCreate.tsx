import { useState } from 'react';
import { Create, RaRecord, useRedirect } from 'react-admin';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import { usePartnerText } from './partners.messages';
import { PartnerForm } from './PartnerForm';
import { SecretDialog } from './SecretDialog';

export default function PartnerCreate() {
  const { m } = usePartnerText();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  return (
    <>
      <PageHeading>{m.create_title}</PageHeading>
      <Create
        sx={{ maxWidth: 760 }}
        title={m.create_title}
        redirect={false}
        mutationOptions={{
          onSuccess: (data: RaRecord) => setCreated({ name: String(data.name), secret: String(data.secret) }),
          onError: (error: unknown) => notifyError(m.create_error, error),
        }}
      >
        <PartnerForm mode="create" />
      </Create>
      {created ? (
        <SecretDialog
          name={created.name}
          secret={created.secret}
          onClose={() => {
            setCreated(null);
            redirect('list', 'partners');
          }}
        />
      ) : null}
    </>
  );
}
