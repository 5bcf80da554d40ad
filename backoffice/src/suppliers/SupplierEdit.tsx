import { EditPage } from '../common/ResourcePages';
import { SupplierForm } from './SupplierForm';
import { useSupplierText } from './suppliers.messages';

export default function SupplierEdit() {
  const { m } = useSupplierText();
  return (
    <EditPage resource="suppliers" title={m.edit_title} done={m.updated} failed={m.update_error}>
      <SupplierForm mode="edit" />
    </EditPage>
  );
}
