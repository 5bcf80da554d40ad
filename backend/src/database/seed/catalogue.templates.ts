/**
 * The seed's templates: the record types, and the builders that turn a short product line of
 * catalogue.data.ts into a full record (the family's description and specification table, the
 * spec's four documents, prices and stock). The records themselves stay in catalogue.data.ts.
 */

import { ProductType } from '@stockwatt/shared';

export interface SeedSupplier {
  name: string;
  contact_email: string;
  contact_phone: string;
  address: string;
  website: string;
  notes: string;
}

export interface SeedDocument {
  name: string;
  url: string;
  fileName: string;
}

export interface SeedProduct {
  id: number;
  name: string;
  reference: string;
  brand: string;
  type: ProductType;
  price_public: number;
  price_discounted: number | null;
  stock_quantity: number;
  stock_status: 'En stock' | 'Sur commande';
  rating: number;
  review_count: number;
  is_best_seller: boolean;
  image_url: string;
  video_url: string | null;
  battery_type: string | null;
  life_cycles: number | null;
  internet_monitoring: boolean;
  lifespan_years: number | null;
  storage_capacity: string | null;
  max_output_power: string | null;
  description: string;
  specifications: Record<string, string>;
  documentation: SeedDocument[];
  supplier: string | null;
}

export interface SeedReview {
  product_id: number;
  user_name: string;
  rating: number;
  comment: string;
  created_at: string;
  /** Published (and counted in the product's rating) unless still waiting for moderation. */
  status?: 'pending';
}

// ---------------------------------------------------------------------------------------------
// Documentation (PDFs shipped in storefront/public/docs): the spec's four documents per product.
// Datasheets were drawn per product family; manuals, compatibility guides, warranty sheets and
// the accessories' sheets are written by scripts/draw-product-documents.mjs.
// ---------------------------------------------------------------------------------------------

/** The four document names, in the spec's order (the storefront translates them). */
export const DOCUMENT_NAMES = {
  manual: 'Manuel d’installation',
  sheet: 'Fiche technique',
  compat: 'Guide de compatibilité',
  warranty: 'Informations de garantie',
} as const;

/** A product's documents by file key; the warranty sheet follows the brand. */
export interface DocumentSet {
  sheet: string;
  /** A key, or `@file` for a file named otherwise (the Pylontech mounting notice). */
  manual: string;
  compat: string;
}

const WARRANTY_FILES: Record<string, string> = {
  Pylontech: 'pylontech',
  Deye: 'deye',
  Hoymiles: 'hoymiles',
  Enphase: 'enphase',
  'Victron Energy': 'victron',
  DMEGC: 'dmegc',
  Tigo: 'tigo',
};

function pdf(name: string, fileName: string): SeedDocument {
  return { name, url: `/docs/${fileName}`, fileName };
}

function documents(set: DocumentSet, brand: string): SeedDocument[] {
  const warranty = WARRANTY_FILES[brand];
  if (!warranty) throw new Error(`No warranty sheet for the brand ${brand}`);
  return [
    pdf(DOCUMENT_NAMES.manual, set.manual.startsWith('@') ? `${set.manual.slice(1)}.pdf` : `manuel-installation-${set.manual}.pdf`),
    pdf(DOCUMENT_NAMES.sheet, `fiche-technique-${set.sheet}.pdf`),
    pdf(DOCUMENT_NAMES.compat, `guide-compatibilite-${set.compat}.pdf`),
    pdf(DOCUMENT_NAMES.warranty, `garantie-${warranty}.pdf`),
  ];
}

// ---------------------------------------------------------------------------------------------
// Description and specification builders per product family
// ---------------------------------------------------------------------------------------------

export function html(...blocks: string[]): string {
  return blocks.join('');
}
export const h2 = (text: string) => `<h2>${text}</h2>`;
export const p = (text: string) => `<p>${text}</p>`;
export const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export function lvBatteryDescription(name: string, capacity: string, use: string): string {
  return html(
    h2(name),
    p(
      `La <strong>${name}</strong> est une batterie lithium fer phosphate (LiFePO4) basse tension de <strong>${capacity}</strong>, conçue pour ${use}. Sa chimie LiFePO4 offre une sécurité intrinsèque élevée et plus de <strong>6 000 cycles</strong> à 90 % de profondeur de décharge.`,
    ),
    p(
      'Le BMS intégré surveille en permanence la tension, le courant et la température de chaque cellule. La communication CAN et RS485 assure le dialogue avec les principaux onduleurs hybrides du marché (Deye, Victron Energy, SMA, Growatt, Solis…).',
    ),
    ul(
      'Installation modulaire : jusqu’à 16 batteries en parallèle',
      'Garantie constructeur de <strong>10 ans</strong>',
      'Suivi à distance via l’onduleur et la supervision internet',
    ),
  );
}

export function lvBatterySpecs(
  capacity: string,
  voltage: string,
  ah: string,
  dims: string,
  weight: string,
  current: string,
): Record<string, string> {
  return {
    'Capacité nominale': capacity,
    'Tension nominale': voltage,
    'Capacité en Ah': ah,
    Chimie: 'LiFePO4',
    'Courant de décharge continu': current,
    Communication: 'CAN / RS485',
    'Dimensions (L × P × H)': dims,
    Poids: weight,
  };
}

export function hvStackDescription(name: string, series: string, capacity: string, modules: number): string {
  return html(
    h2(name),
    p(
      `La <strong>${name}</strong> est un système de stockage haute tension de la gamme <strong>Pylontech ${series}</strong>. Elle associe un BMS de contrôle et <strong>${modules} modules</strong> empilables pour une capacité totale de <strong>${capacity}</strong>, sans câblage apparent entre les modules.`,
    ),
    p(
      'L’empilement sans outil et les connecteurs enfichables réduisent le temps de pose à moins d’une heure. Le système se raccorde aux onduleurs hybrides haute tension compatibles et se supervise à distance.',
    ),
    ul(
      'Cellules LiFePO4, plus de 6 000 cycles',
      'Indice de protection IP55, pose intérieure ou extérieure abritée',
      'Extension ultérieure par ajout de modules',
      'Garantie <strong>10 ans</strong>',
    ),
  );
}

export function hvStackSpecs(capacity: string, voltage: string, modules: number, moduleRef: string, bms: string): Record<string, string> {
  return {
    'Capacité nominale': capacity,
    'Tension nominale': voltage,
    'Nombre de modules': `${modules} × ${moduleRef}`,
    BMS: bms,
    Chimie: 'LiFePO4',
    'Indice de protection': 'IP55',
    Communication: 'CAN / RS485',
  };
}

export function moduleDescription(name: string, capacity: string, system: string): string {
  return html(
    h2(name),
    p(
      `Le <strong>${name}</strong> est un module de batterie LiFePO4 de <strong>${capacity}</strong> destiné au système <strong>${system}</strong>. Il permet de constituer une nouvelle installation ou d’augmenter la capacité d’un système existant.`,
    ),
    p(
      'Chaque module embarque sa propre électronique de mesure et se connecte au BMS de la pile par des connecteurs enfichables. Le module est livré avec ses pièces de verrouillage et sa notice de montage.',
    ),
    ul(
      'Compatible avec le BMS de la même série',
      'Plus de 6 000 cycles à 90 % de profondeur de décharge',
      'Garantie <strong>10 ans</strong>',
    ),
  );
}

export function moduleSpecs(
  capacity: string,
  voltage: string,
  ah: string,
  dims: string,
  weight: string,
  compat: string,
): Record<string, string> {
  return {
    'Capacité nominale': capacity,
    'Tension nominale': voltage,
    'Capacité en Ah': ah,
    Chimie: 'LiFePO4',
    'Dimensions (L × P × H)': dims,
    Poids: weight,
    Compatibilité: compat,
  };
}

export function bmsDescription(name: string, system: string, detail: string): string {
  return html(
    h2(name),
    p(
      `Le <strong>${name}</strong> est l’unité de gestion (BMS) du système <strong>${system}</strong>. Il pilote la charge et la décharge des modules, équilibre les cellules et protège la pile contre les surtensions, sous-tensions, surintensités et écarts de température.`,
    ),
    p(`${detail} Le BMS assure la communication avec l’onduleur et transmet l’état de charge à la supervision internet.`),
    ul('Disjoncteur et sectionneur intégrés', 'Communication CAN / RS485', 'Mise à jour du micrologiciel par port de service'),
  );
}

export function bmsSpecs(
  voltage: string,
  current: string,
  modules: string,
  compat: string,
  dims: string,
  weight: string,
): Record<string, string> {
  return {
    'Plage de tension': voltage,
    'Courant max.': current,
    'Nombre de modules': modules,
    Compatibilité: compat,
    Communication: 'CAN / RS485',
    'Dimensions (L × P × H)': dims,
    Poids: weight,
  };
}

export function supportDescription(name: string, battery: string): string {
  return html(
    h2(name),
    p(
      `Le <strong>${name}</strong> permet de fixer solidement les batteries <strong>${battery}</strong> au mur ou de les empiler en toute sécurité dans un local technique.`,
    ),
    p(
      'En acier galvanisé laqué, il est livré avec sa visserie et ses chevilles. Les oreilles de fixation reprennent l’entraxe des batteries rack 19 pouces, pour une installation propre et conforme aux préconisations du fabricant.',
    ),
  );
}

export function supportSpecs(compat: string, pieces: string, material: string, charge: string, dims: string): Record<string, string> {
  return {
    Compatibilité: compat,
    Contenu: pieces,
    Matériau: material,
    'Charge admissible': charge,
    Dimensions: dims,
    Visserie: 'Fournie (chevilles M8 pour béton)',
  };
}

export function hybridDescription(name: string, power: string, phases: string): string {
  return html(
    h2(name),
    p(
      `L’<strong>${name}</strong> est un onduleur hybride <strong>${phases}</strong> de <strong>${power}</strong> qui gère à la fois les panneaux photovoltaïques, la batterie et le réseau. Il privilégie l’autoconsommation et bascule en mode secours en moins de 10 ms en cas de coupure.`,
    ),
    p(
      'Compatible avec les batteries basse tension 48 V (Pylontech, Deye, Victron), il se supervise à distance par l’application et le portail web du fabricant grâce à la clé Wi-Fi fournie.',
    ),
    ul(
      'Deux trackers MPPT indépendants',
      'Sortie secours (EPS) pour les charges prioritaires',
      'Limitation d’injection avec compteur intelligent',
      'Garantie <strong>10 ans</strong> sur enregistrement',
    ),
  );
}

export function hybridSpecs(
  power: string,
  phases: string,
  pvMax: string,
  mppt: string,
  battery: string,
  efficiency: string,
  weight: string,
): Record<string, string> {
  return {
    'Puissance nominale AC': power,
    Raccordement: phases,
    'Puissance PV max.': pvMax,
    'Trackers MPPT': mppt,
    Batterie: battery,
    'Rendement max.': efficiency,
    'Indice de protection': 'IP65',
    Poids: weight,
  };
}

export function stringDescription(name: string, power: string): string {
  return html(
    h2(name),
    p(
      `L’<strong>${name}</strong> est un onduleur réseau <strong>triphasé</strong> de <strong>${power}</strong> pour les toitures résidentielles, agricoles et tertiaires. Son rendement élevé et sa large plage de tension MPPT tirent le meilleur des chaînes de panneaux.`,
    ),
    p(
      'Ventilation naturelle, boîtier IP65, sectionneur DC intégré et supervision Wi-Fi : l’onduleur se pose en extérieur et se suit depuis le portail du fabricant.',
    ),
    ul('Deux trackers MPPT', 'Protection contre les surtensions type II côté DC et AC', 'Conforme VDE-AR-N 4105 et DIN VDE 0126-1-1'),
  );
}

export function stringSpecs(
  power: string,
  pvMax: string,
  mppt: string,
  voltage: string,
  efficiency: string,
  weight: string,
): Record<string, string> {
  return {
    'Puissance nominale AC': power,
    Raccordement: 'Triphasé 400 V',
    'Puissance PV max.': pvMax,
    'Trackers MPPT': mppt,
    'Plage de tension MPPT': voltage,
    'Rendement max.': efficiency,
    Poids: weight,
  };
}

export function microDescription(name: string, power: string, panels: string): string {
  return html(
    h2(name),
    p(
      `Le <strong>${name}</strong> est un micro-onduleur de <strong>${power}</strong> qui raccorde ${panels} au réseau. Chaque panneau produit indépendamment : un ombrage partiel ou un module sale ne pénalise plus toute l’installation.`,
    ),
    p(
      'Le fonctionnement en basse tension continue supprime les risques d’arc électrique côté DC, un atout pour la sécurité des intervenants et la conformité des toitures. La production de chaque panneau est visible dans l’application de supervision.',
    ),
    ul('Suivi panneau par panneau', 'Boîtier IP67, refroidissement naturel', 'Garantie constructeur longue durée'),
  );
}

export function microSpecs(
  power: string,
  inputs: string,
  pvPower: string,
  voltage: string,
  efficiency: string,
  warranty: string,
  comm: string,
): Record<string, string> {
  return {
    'Puissance de sortie max.': power,
    'Nombre d’entrées PV': inputs,
    'Puissance panneau recommandée': pvPower,
    Raccordement: voltage,
    'Rendement max.': efficiency,
    Communication: comm,
    Garantie: warranty,
  };
}

export function meterDescription(name: string, role: string): string {
  return html(
    h2(name),
    p(`Le <strong>${name}</strong> ${role}`),
    p(
      'Il se monte sur rail DIN dans le tableau électrique et se raccorde par bus RS485 ou par tores de mesure. Les données de consommation et de production remontent dans la supervision pour un suivi précis de l’autoconsommation.',
    ),
  );
}

export function dtuDescription(name: string, count: string): string {
  return html(
    h2(name),
    p(
      `La passerelle <strong>${name}</strong> collecte les données de production de ${count} micro-onduleurs Hoymiles et les transmet au portail de supervision S-Miles Cloud.`,
    ),
    p(
      'Installateur et client suivent la production panneau par panneau, reçoivent les alertes et peuvent mettre à jour le micrologiciel à distance. La passerelle gère aussi la limitation d’injection avec un compteur compatible.',
    ),
  );
}

export function cableDescription(name: string, use: string): string {
  return html(
    h2(name),
    p(`Le <strong>${name}</strong> ${use}`),
    p(
      'Les conducteurs en cuivre étamé et la gaine résistante aux UV garantissent une liaison fiable dans la durée. Les connecteurs sont montés et testés en usine pour une pose rapide et sans erreur.',
    ),
  );
}

export function toolDescription(name: string, use: string): string {
  return html(
    h2(name),
    p(`L’<strong>${name}</strong> ${use}`),
    p(
      'Un accessoire indispensable dans la caisse à outils de l’installateur, pour intervenir proprement sur le matériel sans l’endommager et sans perdre la garantie.',
    ),
  );
}

export function panelDescription(name: string, power: string, extra: string): string {
  return html(
    h2(name),
    p(
      `Le <strong>${name}</strong> est un module photovoltaïque monocristallin de <strong>${power}</strong> à cellules demi-coupées ${extra}. Il offre un excellent rendement en faible luminosité et une très bonne tenue en température.`,
    ),
    p(
      'Le cadre en aluminium anodisé résiste à une charge de neige de 5 400 Pa et à un vent de 2 400 Pa. Les connecteurs MC4 compatibles et les câbles de 1,2 m facilitent le raccordement aux micro-onduleurs comme aux onduleurs chaîne.',
    ),
    ul('Garantie produit 15 ans', 'Garantie de performance linéaire 30 ans', 'Certifications IEC 61215 et IEC 61730'),
  );
}

export function panelSpecs(
  power: string,
  efficiency: string,
  voc: string,
  isc: string,
  dims: string,
  weight: string,
  cells: string,
): Record<string, string> {
  return {
    'Puissance crête': power,
    Rendement: efficiency,
    'Tension à vide (Voc)': voc,
    'Courant de court-circuit (Isc)': isc,
    Cellules: cells,
    Dimensions: dims,
    Poids: weight,
  };
}

export function carportDescription(name: string, places: string, power: string): string {
  return html(
    h2(name),
    p(
      `Le <strong>${name}</strong> abrite <strong>${places}</strong> tout en produisant de l’électricité : sa toiture est constituée de panneaux DMEGC d’une puissance totale de <strong>${power}</strong>.`,
    ),
    p(
      'La structure en aluminium et acier galvanisé est dimensionnée pour les charges de neige et de vent de la France métropolitaine. Les panneaux assurent l’étanchéité de la toiture et les chéneaux intégrés évacuent l’eau de pluie.',
    ),
    ul(
      'Kit complet : structure, panneaux, visserie et plans de pose',
      'Prééquipé pour une borne de recharge',
      'Notes de calcul fournies pour la déclaration préalable',
    ),
  );
}

export function carportSpecs(power: string, panels: string, dims: string, height: string, structure: string): Record<string, string> {
  return {
    'Puissance crête': power,
    Panneaux: panels,
    'Emprise au sol': dims,
    'Hauteur de passage': height,
    Structure: structure,
    'Charge de neige': '1 400 Pa',
  };
}

export function controllerDescription(name: string, rating: string): string {
  return html(
    h2(name),
    p(
      `Le <strong>${name}</strong> est un régulateur de charge solaire MPPT de <strong>${rating}</strong>. Son algorithme de suivi ultra-rapide récupère jusqu’à 30 % d’énergie en plus qu’un régulateur PWM, notamment par ciel nuageux.`,
    ),
    p(
      'Le Bluetooth intégré permet le paramétrage et le suivi depuis l’application VictronConnect ; le port VE.Direct relie le régulateur à un Cerbo GX pour la supervision sur le portail VRM.',
    ),
    ul('Courbes de charge programmables, compatibles lithium', 'Sortie charge avec délestage', 'Garantie <strong>5 ans</strong>'),
  );
}

export function controllerSpecs(
  battery: string,
  current: string,
  voc: string,
  pv: string,
  efficiency: string,
  weight: string,
): Record<string, string> {
  return {
    'Tension batterie': battery,
    'Courant de charge max.': current,
    'Tension PV max. (Voc)': voc,
    'Puissance PV max.': pv,
    'Rendement max.': efficiency,
    Communication: 'Bluetooth / VE.Direct',
    Poids: weight,
  };
}

export function optimiserDescription(name: string, role: string): string {
  return html(
    h2(name),
    p(`L’<strong>${name}</strong> ${role}`),
    p(
      'Il se fixe sur le cadre du panneau et se raccorde par connecteurs MC4. Associé à la passerelle Tigo CCA, il donne le suivi de chaque panneau dans la plateforme de supervision.',
    ),
  );
}

export function optimiserSpecs(
  power: string,
  voltage: string,
  current: string,
  feature: string,
  protection: string,
): Record<string, string> {
  return {
    'Puissance panneau max.': power,
    'Tension d’entrée max.': voltage,
    'Courant d’entrée max.': current,
    Fonction: feature,
    'Indice de protection': protection,
    Garantie: '25 ans',
  };
}

// ---------------------------------------------------------------------------------------------
// Product builder
// ---------------------------------------------------------------------------------------------

export interface ProductInput {
  id: number;
  name: string;
  reference: string;
  brand: string;
  type: ProductType;
  /** Selling price TTC. */
  price: number;
  /** List price TTC, when the product is discounted (the struck price). */
  original?: number;
  stock: number;
  rating: number;
  reviews: number;
  best?: boolean;
  image: string;
  battery?: string | null;
  cycles?: number | null;
  monitoring?: boolean;
  lifespan?: number | null;
  capacity?: string | null;
  power?: string | null;
  description: string;
  specs: Record<string, string>;
  docs: DocumentSet;
  supplier: string | null;
  /** Presentation video URL; none shipped (no third-party embeds in the seed). */
  video?: string | null;
}

export function product(input: ProductInput): SeedProduct {
  return {
    id: input.id,
    name: input.name,
    reference: input.reference,
    brand: input.brand,
    type: input.type,
    price_public: input.original ?? input.price,
    price_discounted: input.original === undefined ? null : input.price,
    stock_quantity: input.stock,
    stock_status: input.stock > 0 ? 'En stock' : 'Sur commande',
    rating: input.rating,
    review_count: input.reviews,
    is_best_seller: input.best ?? false,
    image_url: `/images/products/${input.image}.svg`,
    video_url: input.video ?? null,
    battery_type: input.battery ?? null,
    life_cycles: input.cycles ?? null,
    internet_monitoring: input.monitoring ?? false,
    lifespan_years: input.lifespan ?? null,
    storage_capacity: input.capacity ?? null,
    max_output_power: input.power ?? null,
    description: input.description,
    specifications: input.specs,
    documentation: documents(input.docs, input.brand),
    supplier: input.supplier,
  };
}
