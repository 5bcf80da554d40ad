import { CreatePage } from '../common/ResourcePages';
import { SynonymForm } from './SynonymForm';
import { useSynonymText } from './synonyms.messages';

export default function SynonymCreate() {
  const { m } = useSynonymText();
  return (
    <CreatePage resource="search-synonyms" title={m.create_title} done={m.created} failed={m.create_error}>
      <SynonymForm mode="create" />
    </CreatePage>
  );
}
