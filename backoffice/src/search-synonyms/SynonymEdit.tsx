import { EditPage } from '../common/ResourcePages';
import { SynonymForm } from './SynonymForm';
import { useSynonymText } from './synonyms.messages';

export default function SynonymEdit() {
  const { m } = useSynonymText();
  return (
    <EditPage resource="search-synonyms" title={m.edit_title} done={m.updated} failed={m.update_error}>
      <SynonymForm mode="edit" />
    </EditPage>
  );
}
