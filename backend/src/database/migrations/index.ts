import { InitialCatalogue1763769600000 } from './1763769600000-InitialCatalogue';
import { Quotes1763856000000 } from './1763856000000-Quotes';
import { AccountsAndSessions1763942400000 } from './1763942400000-AccountsAndSessions';
import { CatalogueListing1764030013000 } from './1764030013000-CatalogueListing';
import { PartnerKeys1764201600000 } from './1764201600000-PartnerKeys';
import { DeliveryIdentity1795420000000 } from './1795420000000-DeliveryIdentity';
import { AdminHistory1795506000000 } from './1795506000000-AdminHistory';
import { ImageVariants1795600000000 } from './1795600000000-ImageVariants';
import { ProductSummary1795700000000 } from './1795700000000-ProductSummary';
import { CatalogueSearch1795800000000 } from './1795800000000-CatalogueSearch';
import { ReviewModeration1795900000000 } from './1795900000000-ReviewModeration';
import { SigningKeys1796000000000 } from './1796000000000-SigningKeys';
import { AdminTotp1796100000000 } from './1796100000000-AdminTotp';
import { Companies1796200000000 } from './1796200000000-Companies';
import { OffersAndOrders1796300000000 } from './1796300000000-OffersAndOrders';
import { RestorableSearchFunctions1796350000000 } from './1796350000000-RestorableSearchFunctions';
import { SearchExpansionNotices1796400000000 } from './1796400000000-SearchExpansionNotices';
import { BrandWords1796450000000 } from './1796450000000-BrandWords';
import { BrandStems1796500000000 } from './1796500000000-BrandStems';
import { ProductAdminSearch1796550000000 } from './1796550000000-ProductAdminSearch';
import { NearFigures1796600000000 } from './1796600000000-NearFigures';
import { JoinedWords1796650000000 } from './1796650000000-JoinedWords';
import { InstallerWords1796700000000 } from './1796700000000-InstallerWords';
import { SplitWords1796750000000 } from './1796750000000-SplitWords';
import { TradeSynonyms1796800000000 } from './1796800000000-TradeSynonyms';
import { JoinedModels1796850000000 } from './1796850000000-JoinedModels';
import { NearReferences1796900000000 } from './1796900000000-NearReferences';
import { NearFiguresBesideWords1796950000000 } from './1796950000000-NearFiguresBesideWords';
import { PrefixSynonyms1797000000000 } from './1797000000000-PrefixSynonyms';
import { StopWordsInPhrases1797050000000 } from './1797050000000-StopWordsInPhrases';
import { PluralPhrasesAndKeySpecs1797100000000 } from './1797100000000-PluralPhrasesAndKeySpecs';
import { SearchSynonymIds1797150000000 } from './1797150000000-SearchSynonymIds';
import { SynonymForms1797200000000 } from './1797200000000-SynonymForms';
import { FiguresInOtherUnits1797250000000 } from './1797250000000-FiguresInOtherUnits';
import { QuantitiesTyped1797300000000 } from './1797300000000-QuantitiesTyped';
import { DocumentTitles1797350000000 } from './1797350000000-DocumentTitles';
import { ThousandsSeparated1797400000000 } from './1797400000000-ThousandsSeparated';
import { VoltageAbbreviations1797450000000 } from './1797450000000-VoltageAbbreviations';
import { ShoppingWords1797500000000 } from './1797500000000-ShoppingWords';
import { InstallerPhrases1797550000000 } from './1797550000000-InstallerPhrases';
import { CableSections1797600000000 } from './1797600000000-CableSections';
import { LeadingQuantities1797650000000 } from './1797650000000-LeadingQuantities';
import { ProductTypeIndex1797700000000 } from './1797700000000-ProductTypeIndex';
import { ShownFigures1797750000000 } from './1797750000000-ShownFigures';
import { KindDocuments1797800000000 } from './1797800000000-KindDocuments';
import { DescriptionWeight1797850000000 } from './1797850000000-DescriptionWeight';
import { KeptWordsExact1797900000000 } from './1797900000000-KeptWordsExact';
import { KindOrderIndex1797950000000 } from './1797950000000-KindOrderIndex';

/** In order. Each module's migration is added here. */
export const MIGRATIONS = [
  InitialCatalogue1763769600000,
  Quotes1763856000000,
  AccountsAndSessions1763942400000,
  CatalogueListing1764030013000,
  PartnerKeys1764201600000,
  DeliveryIdentity1795420000000,
  AdminHistory1795506000000,
  ImageVariants1795600000000,
  ProductSummary1795700000000,
  CatalogueSearch1795800000000,
  ReviewModeration1795900000000,
  SigningKeys1796000000000,
  AdminTotp1796100000000,
  Companies1796200000000,
  OffersAndOrders1796300000000,
  RestorableSearchFunctions1796350000000,
  SearchExpansionNotices1796400000000,
  BrandWords1796450000000,
  BrandStems1796500000000,
  ProductAdminSearch1796550000000,
  NearFigures1796600000000,
  JoinedWords1796650000000,
  InstallerWords1796700000000,
  SplitWords1796750000000,
  TradeSynonyms1796800000000,
  JoinedModels1796850000000,
  NearReferences1796900000000,
  NearFiguresBesideWords1796950000000,
  PrefixSynonyms1797000000000,
  StopWordsInPhrases1797050000000,
  PluralPhrasesAndKeySpecs1797100000000,
  SearchSynonymIds1797150000000,
  SynonymForms1797200000000,
  FiguresInOtherUnits1797250000000,
  QuantitiesTyped1797300000000,
  DocumentTitles1797350000000,
  ThousandsSeparated1797400000000,
  VoltageAbbreviations1797450000000,
  ShoppingWords1797500000000,
  InstallerPhrases1797550000000,
  CableSections1797600000000,
  LeadingQuantities1797650000000,
  ProductTypeIndex1797700000000,
  ShownFigures1797750000000,
  KindDocuments1797800000000,
  DescriptionWeight1797850000000,
  KeptWordsExact1797900000000,
  KindOrderIndex1797950000000,
];
