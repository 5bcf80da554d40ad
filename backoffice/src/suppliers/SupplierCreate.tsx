import { CreatePage } from '../common/ResourcePages';
import { SupplierForm } from './SupplierForm';
import { useSupplierText } from './suppliers.messages';

export default function SupplierCreate() {
  const { m } = useSupplierText();
  return (
    <CreatePage resource="suppliers" title={m.create_title} done={m.created} failed={m.create_error}>
      <SupplierForm mode="create" />
    </CreatePage>
  );
}
