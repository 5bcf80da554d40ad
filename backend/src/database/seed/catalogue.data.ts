/**
 * Stockwatt catalogue seed data: suppliers, about 80 products and a few installer reviews (the
 * records only; their types and builders are in catalogue.templates.ts).
 *
 * Ids 1 to 32 are fixed by the product spec (dedicated and generic product pages); the values
 * of ids 3, 4, 5, 6, 23 and of the generic list come straight from the spec's tables. Ids 22,
 * 28, 29 and 33 onwards complete the catalogue across the six manufacturer brands.
 *
 * Images live in storefront/public/images/products (drawn by scripts/draw-product-images.mjs),
 * datasheets in storefront/public/docs. Descriptions use only the tags of the admin editor:
 * h1-h3, p, strong, em, u, ol, ul, li, a href.
 */

import {
  type SeedProduct,
  type SeedReview,
  type SeedSupplier,
  bmsDescription,
  bmsSpecs,
  cableDescription,
  carportDescription,
  carportSpecs,
  controllerDescription,
  controllerSpecs,
  dtuDescription,
  h2,
  html,
  hvStackDescription,
  hvStackSpecs,
  hybridDescription,
  hybridSpecs,
  lvBatteryDescription,
  lvBatterySpecs,
  meterDescription,
  microDescription,
  microSpecs,
  moduleDescription,
  moduleSpecs,
  optimiserDescription,
  optimiserSpecs,
  p,
  panelDescription,
  panelSpecs,
  product,
  stringDescription,
  stringSpecs,
  supportDescription,
  supportSpecs,
  toolDescription,
  ul,
} from './catalogue.templates';

export { PRODUCT_TYPES, type ProductType } from '@stockwatt/shared';
export { DOCUMENT_NAMES, type SeedProduct } from './catalogue.templates';

/** The six brands of the professional space carousel; Pylontech is the spec's single manufacturer. */
export const MANUFACTURER_BRANDS: readonly string[] = ['Pylontech', 'Deye', 'Hoymiles', 'Enphase', 'Victron Energy', 'DMEGC'];

// ---------------------------------------------------------------------------------------------
// Suppliers (fictional distributors)
// ---------------------------------------------------------------------------------------------

const HELIOS = 'Helios Distribution';
const ATLANTIQUE = 'Atlantique Énergie Négoce';
const SOLARIS = 'Solaris Stock Europe';
const VOLTADIS = 'Voltadis Europe';

export const suppliers: SeedSupplier[] = [
  {
    name: HELIOS,
    contact_email: 'commandes@helios-distribution.fr',
    contact_phone: '+33 4 78 62 41 90',
    address: '14 rue des Frères Lumière, Parc d’activités de Chesnes, 38070 Saint-Quentin-Fallavier, France',
    website: 'https://www.helios-distribution.fr',
    notes: 'Distributeur agréé Pylontech pour la France. Départ sous 48 h depuis l’entrepôt de l’Isère, franco de port à partir de 1 500 € HT. Interlocuteur : Julien Marchand.',
  },
  {
    name: ATLANTIQUE,
    contact_email: 'pro@atlantique-energie-negoce.fr',
    contact_phone: '+33 5 56 34 87 12',
    address: '7 allée de la Mérignac Industrie, 33700 Mérignac, France',
    website: 'https://www.atlantique-energie-negoce.fr',
    notes: 'Grossiste onduleurs Deye et stockage haute tension. Stock tampon à Bordeaux, formation SAV Deye disponible sur demande. Paiement à 30 jours fin de mois.',
  },
  {
    name: SOLARIS,
    contact_email: 'sales@solaris-stock.eu',
    contact_phone: '+31 10 742 55 60',
    address: 'Waalhaven Oostzijde 85, 3087 BM Rotterdam, Pays-Bas',
    website: 'https://www.solaris-stock.eu',
    notes: 'Hub logistique de Rotterdam : micro-onduleurs Hoymiles et Enphase, modules DMEGC par palette de 36. Enlèvement possible, délai camion France 3 à 5 jours ouvrés.',
  },
  {
    name: VOLTADIS,
    contact_email: 'vertrieb@voltadis.eu',
    contact_phone: '+49 89 2154 7730',
    address: 'Landsberger Straße 302, 80687 München, Allemagne',
    website: 'https://www.voltadis.eu',
    notes: 'Distributeur Victron Energy et Tigo pour l’Europe de l’Ouest. Interlocutrice francophone : Claire Hoffmann. Commandes avant 12 h expédiées le jour même.',
  },
];

/** Pylontech dedicated/generic-page defaults (spec: cycles 6000, warranty 10 years, monitoring). */
const PYLONTECH = { brand: 'Pylontech', cycles: 6000, lifespan: 10, monitoring: true, supplier: HELIOS } as const;
/** Spec defaults of the generic product page. */
const GENERIC = { ...PYLONTECH, rating: 4.5, reviews: 5, stock: 10 } as const;
const LFP = 'LiFePO4';

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

export const products: SeedProduct[] = [
  // --- Fixed battery pages (ids 1, 2, 21) ------------------------------------------------------
  product({
    ...PYLONTECH, id: 1, name: 'Batterie lithium Pylontech Force L2 10.65kWh', reference: 'FORCE-L2-1065', type: 'Batterie Lithium',
    price: 3069, stock: 5, rating: 4.7, reviews: 9, image: 'pylontech-force-l2', battery: LFP, capacity: '10.65kWh', power: '5000W',
    description: html(
      h2('Pylontech Force L2 10.65kWh'),
      p('La <strong>Force L2</strong> est la batterie basse tension empilable de Pylontech : trois modules de 3,55 kWh et un BMS forment une colonne compacte de <strong>10,65 kWh</strong>, posée au sol sans armoire.'),
      p('Pensée pour les onduleurs hybrides 48 V, elle se raccorde aux principaux fabricants (Deye, Victron Energy, SMA, Solis) et se supervise à distance. Sa chimie LiFePO4 garantit plus de <strong>6 000 cycles</strong> et une sécurité de fonctionnement élevée.'),
      ul('Extension jusqu’à 8 modules par colonne', 'Empilement sans câble entre modules', 'Garantie <strong>10 ans</strong>'),
    ),
    specs: { 'Capacité nominale': '10,65 kWh', 'Tension nominale': '48 V', 'Capacité en Ah': '222 Ah', 'Chimie': LFP, 'Nombre de modules': '3 × FL2-355', 'Indice de protection': 'IP55', 'Communication': 'CAN / RS485', 'Poids': '124 kg' },
    docs: { sheet: 'force-l2', manual: 'force-l2', compat: 'force-l' },
  }),
  product({
    ...PYLONTECH, id: 2, name: 'Batterie Pylontech US5000 4.8kWh', reference: 'US5000', type: 'Batterie Lithium',
    price: 1134.99, original: 1399.99, stock: 611, rating: 4.8, reviews: 34, best: true, image: 'pylontech-us5000', battery: LFP, capacity: '4.8kWh', power: '4800W',
    description: lvBatteryDescription('Batterie Pylontech US5000', '4,8 kWh', 'les installations résidentielles et tertiaires en autoconsommation ou en site isolé'),
    specs: lvBatterySpecs('4,8 kWh', '48 V', '100 Ah', '442 × 420 × 161 mm', '39,7 kg', '100 A'),
    docs: { sheet: 'us5000', manual: 'pylontech-us', compat: 'pylontech-us' },
  }),
  // --- Dedicated pages (spec table) ------------------------------------------------------------
  product({
    ...PYLONTECH, id: 3, name: '2.84kWh UP2500', reference: 'UP2500', type: 'Batterie Lithium',
    price: 1249.99, original: 1492.27, stock: 0, rating: 5, reviews: 22, image: 'pylontech-up2500', battery: LFP, capacity: '2.84kWh', power: '2000W',
    description: lvBatteryDescription('Batterie Pylontech UP2500', '2,84 kWh', 'les systèmes 24 V : sites isolés, camping-cars, bateaux et petites installations résidentielles'),
    specs: lvBatterySpecs('2,84 kWh', '24 V', '111 Ah', '442 × 410 × 132 mm', '27 kg', '80 A'),
    docs: { sheet: 'up2500', manual: 'pylontech-us', compat: 'pylontech-us' },
  }),
  product({
    ...PYLONTECH, id: 4, name: '2.4kWh US2000C', reference: '40L50PYL48US', type: 'Batterie Lithium',
    price: 594.99, original: 730.75, stock: 785, rating: 4.8, reviews: 15, best: true, image: 'pylontech-us2000c', battery: LFP, capacity: '2.4kWh', power: '1800W',
    description: lvBatteryDescription('Batterie Pylontech US2000C', '2,4 kWh', 'démarrer un stockage résidentiel à petit budget et l’agrandir au fil des besoins'),
    specs: lvBatterySpecs('2,4 kWh', '48 V', '50 Ah', '442 × 410 × 89 mm', '22 kg', '25 A'),
    docs: { sheet: 'us2000c', manual: 'pylontech-us', compat: 'pylontech-us' },
  }),
  product({
    ...PYLONTECH, id: 5, name: '100Ah 12V RT12100', reference: 'RT12100G31', type: 'Batterie Lithium',
    price: 349.99, original: 848.4, stock: 0, rating: 4, reviews: 8, image: 'pylontech-rt12100', battery: LFP, capacity: '1.28kWh', power: '1200W',
    description: html(
      h2('Batterie Pylontech RT12100 12 V 100 Ah'),
      p('La <strong>RT12100</strong> est une batterie LiFePO4 de <strong>12,8 V et 100 Ah</strong> au format groupe 31. Elle remplace directement une batterie plomb dans les véhicules de loisirs, bateaux, systèmes de secours et petites installations solaires autonomes.'),
      p('Deux fois plus légère qu’une batterie AGM de même capacité, elle accepte des décharges profondes sans perte de durée de vie. Son BMS intégré la protège contre la surcharge, la décharge profonde et les courts-circuits.'),
      ul('Montage en série jusqu’à 4 batteries (48 V)', 'Plus de 6 000 cycles', 'Garantie <strong>10 ans</strong>'),
    ),
    specs: { 'Capacité nominale': '1,28 kWh', 'Tension nominale': '12,8 V', 'Capacité en Ah': '100 Ah', 'Chimie': LFP, 'Format': 'Groupe 31', 'Courant de décharge continu': '100 A', 'Poids': '13,5 kg' },
    docs: { sheet: 'rt12100', manual: 'rt12100', compat: 'rt12100' },
  }),
  product({
    ...PYLONTECH, id: 6, name: 'Force H3 10.2kWh', reference: 'FH3-102', type: 'Batterie Lithium',
    price: 3047.79, stock: 8, rating: 4.9, reviews: 12, image: 'pylontech-force-h3-102', battery: LFP, capacity: '10.2kWh', power: '8000W',
    description: hvStackDescription('Batterie haute tension Pylontech Force H3 10.2kWh', 'Force H3', '10,2 kWh', 2),
    specs: hvStackSpecs('10,24 kWh', '204,8 V', 2, 'FH10050', 'FC1000'),
    docs: { sheet: 'force-h3', manual: 'force-h3', compat: 'force-h3' },
  }),
  // --- Generic pages: Force H3 stacks ----------------------------------------------------------
  ...([
    [7, '15.4kWh', 'FH3-154', 4275.59, 3, '15,36 kWh', '307,2 V'],
    [8, '20.5kWh', 'FH3-205', 5503.39, 4, '20,48 kWh', '409,6 V'],
    [9, '25.6kWh', 'FH3-256', 6731.19, 5, '25,6 kWh', '512 V'],
    [10, '30.7kWh', 'FH3-307', 7958.99, 6, '30,72 kWh', '614,4 V'],
    [11, '35.8kWh', 'FH3-358', 9186.79, 7, '35,84 kWh', '716,8 V'],
  ] as const).map(([id, capacity, reference, price, modules, capacityFr, voltage]) =>
    product({
      ...GENERIC, id, name: `Batterie haute tension Pylontech Force H3 ${capacity}`, reference, type: 'Batterie Lithium',
      price, image: `pylontech-${reference.toLowerCase()}`, battery: LFP, capacity, power: '5000W',
      description: hvStackDescription(`Batterie haute tension Pylontech Force H3 ${capacity}`, 'Force H3', capacityFr, modules),
      specs: hvStackSpecs(capacityFr, voltage, modules, 'FH10050', 'FC1000'),
      docs: { sheet: 'force-h3', manual: 'force-h3', compat: 'force-h3' },
    }),
  ),
  product({
    ...GENERIC, id: 12, name: 'BMS Pylontech FC1000 pour batterie Force H3', reference: 'FC1000', type: 'BMS',
    price: 592.19, image: 'pylontech-fc1000',
    description: bmsDescription('BMS Pylontech FC1000', 'Pylontech Force H3', 'Il accepte de 2 à 7 modules FH10050, soit de 10,2 à 35,8 kWh par colonne.'),
    specs: bmsSpecs('204,8 – 716,8 V', '50 A', '2 à 7 × FH10050', 'Force H3', '580 × 300 × 180 mm', '14 kg'),
    docs: { sheet: 'force-h3', manual: 'force-h3', compat: 'force-h3' },
  }),
  product({
    ...GENERIC, id: 13, name: 'Module batterie Pylontech Force H3 FH10050 5.12kWh', reference: 'FH10050', type: 'Module Batterie',
    price: 1210.57, image: 'pylontech-fh10050', battery: LFP, capacity: '5.12kWh', power: '5000W',
    description: moduleDescription('Module batterie Pylontech FH10050', '5,12 kWh', 'Pylontech Force H3'),
    specs: moduleSpecs('5,12 kWh', '102,4 V', '50 Ah', '580 × 300 × 186 mm', '51 kg', 'BMS FC1000 (Force H3)'),
    docs: { sheet: 'force-h3', manual: 'force-h3', compat: 'force-h3' },
  }),
  product({
    ...GENERIC, id: 14, name: 'BMS Pylontech FC0500M-40S-V2 pour Force H2 (V2)', reference: 'FC0500M-40S-V2', type: 'BMS',
    price: 630, image: 'pylontech-fc0500m-40s-v2',
    description: bmsDescription('BMS Pylontech FC0500M-40S-V2', 'Pylontech Force H2 (version V2)', 'Il pilote de 2 à 7 modules FH9637M et se reconnaît à son interrupteur rotatif et à son afficheur d’état frontal.'),
    specs: bmsSpecs('192 – 672 V', '37 A', '2 à 7 × FH9637M', 'Force H2 (V2)', '580 × 300 × 180 mm', '13 kg'),
    docs: { sheet: 'force-h2', manual: 'force-h2', compat: 'force-h2' },
  }),
  product({
    ...GENERIC, id: 15, name: 'BMS Pylontech FC0500M-40S-V1 pour Force H2 (V1)', reference: 'FC0500M-40S-V1', type: 'BMS',
    price: 0, image: 'pylontech-fc0500m-40s-v1',
    description: bmsDescription('BMS Pylontech FC0500M-40S-V1', 'Pylontech Force H2 (première version V1)', 'Proposé pour la maintenance des parcs Force H2 V1 existants ; le prix est communiqué sur devis selon disponibilité.'),
    specs: bmsSpecs('192 – 672 V', '37 A', '2 à 7 × FH9637M', 'Force H2 (V1)', '580 × 300 × 180 mm', '13 kg'),
    docs: { sheet: 'force-h2', manual: 'force-h2', compat: 'force-h2' },
  }),
  product({
    ...GENERIC, id: 16, name: 'Module batterie Pylontech Force H2 FH9637M 3.55kWh', reference: 'FH9637M', type: 'Module Batterie',
    price: 909.99, image: 'pylontech-fh9637m', battery: LFP, capacity: '3.55kWh', power: '5000W',
    description: moduleDescription('Module batterie Pylontech FH9637M', '3,55 kWh', 'Pylontech Force H2'),
    specs: moduleSpecs('3,55 kWh', '96 V', '37 Ah', '580 × 300 × 160 mm', '38 kg', 'BMS FC0500M-40S (Force H2)'),
    docs: { sheet: 'force-h2', manual: 'force-h2', compat: 'force-h2' },
  }),
  product({
    ...GENERIC, id: 17, name: 'BMS Pylontech FC0500-40S-V2 pour Force H1', reference: 'FC0500-40S-V2', type: 'BMS',
    price: 658, image: 'pylontech-fc0500-40s-v2',
    description: bmsDescription('BMS Pylontech FC0500-40S-V2', 'Pylontech Force H1', 'Il gère de 2 à 7 modules FH48074 et intègre le sectionneur de la colonne.'),
    specs: bmsSpecs('96 – 336 V', '37 A', '2 à 7 × FH48074', 'Force H1', '580 × 300 × 180 mm', '12 kg'),
    docs: { sheet: 'force-h1', manual: 'force-h1', compat: 'force-h1' },
  }),
  product({
    ...GENERIC, id: 18, name: 'Module batterie Pylontech Force H1 FH48074 3.55kWh', reference: 'FH48074', type: 'Module Batterie',
    price: 1092, image: 'pylontech-fh48074', battery: LFP, capacity: '3.55kWh', power: '5000W',
    description: moduleDescription('Module batterie Pylontech Force H1 FH48074', '3,55 kWh', 'Pylontech Force H1'),
    specs: moduleSpecs('3,55 kWh', '48 V', '74 Ah', '580 × 300 × 160 mm', '37 kg', 'BMS FC0500-40S (Force H1)'),
    docs: { sheet: 'force-h1', manual: 'force-h1', compat: 'force-h1' },
  }),
  product({
    ...GENERIC, id: 19, name: 'BMS haute tension Pylontech SC1000-100S-V2', reference: 'SC1000-100S-V2', type: 'BMS',
    price: 988.4, image: 'pylontech-sc1000-100s-v2',
    description: bmsDescription('BMS haute tension Pylontech SC1000-100S-V2', 'haute tension Pylontech H48050', 'Format rack 19 pouces, il pilote jusqu’à 15 modules H48050 en série et alimente les onduleurs haute tension du tertiaire.'),
    specs: bmsSpecs('240 – 720 V', '100 A', 'jusqu’à 15 × H48050', 'Modules H48050 / H48074', '442 × 420 × 132 mm', '16 kg'),
    docs: { sheet: 'bms-haute-tension', manual: 'pylontech-haute-tension', compat: 'pylontech-hv' },
  }),
  product({
    ...GENERIC, id: 20, name: 'BMS haute tension Pylontech SC0500-100S avec câbles 2 m', reference: 'SC0500-100S', type: 'BMS',
    price: 977.2, image: 'pylontech-sc0500-100s',
    description: bmsDescription('BMS haute tension Pylontech SC0500-100S', 'haute tension Pylontech H48074', 'Livré avec son jeu de câbles de puissance de 2 m, il se monte en rack 19 pouces au-dessus des modules.'),
    specs: bmsSpecs('240 – 720 V', '50 A', 'jusqu’à 15 × H48074', 'Modules H48074 / H48050', '442 × 420 × 132 mm', '15 kg'),
    docs: { sheet: 'bms-haute-tension', manual: 'pylontech-haute-tension', compat: 'pylontech-hv' },
  }),
  product({
    ...PYLONTECH, id: 21, name: 'Batterie Pylontech US3000C 3.55kWh', reference: 'US3000C', type: 'Batterie Lithium',
    price: 899.99, original: 1091.5, stock: 7, rating: 4.8, reviews: 27, image: 'pylontech-us3000c', battery: LFP, capacity: '3.55kWh', power: '1776W',
    description: lvBatteryDescription('Batterie Pylontech US3000C', '3,55 kWh', 'les installations résidentielles en autoconsommation avec onduleur hybride 48 V'),
    specs: lvBatterySpecs('3,55 kWh', '48 V', '74 Ah', '442 × 420 × 132 mm', '32 kg', '37 A'),
    docs: { sheet: 'us3000c', manual: 'pylontech-us', compat: 'pylontech-us' },
  }),
  product({
    ...PYLONTECH, id: 22, name: 'Batterie murale Pylontech Pelio-L 5.12kWh', reference: 'PELIO-L-5.12', type: 'Batterie Lithium',
    price: 1589, original: 1790, stock: 14, rating: 4.6, reviews: 7, image: 'pylontech-pelio-l', battery: LFP, capacity: '5.12kWh', power: '5120W',
    description: html(
      h2('Pylontech Pelio-L 5.12kWh'),
      p('La <strong>Pelio-L</strong> est la batterie murale basse tension de Pylontech : <strong>5,12 kWh</strong> dans un boîtier IP65 de faible profondeur, à fixer au mur du garage ou à l’extérieur sous abri.'),
      p('Jusqu’à 16 batteries se raccordent en parallèle pour atteindre 81,9 kWh. Le chauffage intégré autorise la charge par temps froid, jusqu’à −10 °C.'),
      ul('Indice de protection IP65', 'Courant continu 100 A', 'Garantie <strong>10 ans</strong>'),
    ),
    specs: { 'Capacité nominale': '5,12 kWh', 'Tension nominale': '51,2 V', 'Capacité en Ah': '100 Ah', 'Chimie': LFP, 'Indice de protection': 'IP65', 'Communication': 'CAN / RS485', 'Poids': '48 kg' },
    docs: { sheet: 'pelio-l', manual: 'pelio-l', compat: 'pelio-l' },
  }),
  product({
    ...PYLONTECH, id: 23, name: 'Force H2 14.2kWh', reference: 'FH2-1420', type: 'Batterie Lithium',
    price: 3895, stock: 5, rating: 4.9, reviews: 2, best: true, image: 'pylontech-force-h2', battery: LFP, capacity: '14.2kWh', power: '11520W',
    description: hvStackDescription('Batterie haute tension Pylontech Force H2 14.2kWh', 'Force H2', '14,2 kWh', 4),
    specs: hvStackSpecs('14,2 kWh', '384 V', 4, 'FH9637M', 'FC0500M-40S-V2'),
    docs: { sheet: 'force-h2', manual: 'force-h2', compat: 'force-h2' },
  }),
  // --- Generic pages: supports and cables ------------------------------------------------------
  product({
    ...GENERIC, id: 24, name: 'Support de fixation Pylontech pour US3000C (2 pièces)', reference: 'SUPPORT-US3000C', type: 'Accessoire',
    price: 72.8, image: 'pylontech-support-us3000c',
    description: supportDescription('Support de fixation Pylontech pour US3000C (2 pièces)', 'Pylontech US3000C'),
    specs: supportSpecs('Pylontech US3000C', '2 équerres + visserie', 'Acier galvanisé laqué noir', '2 batteries', '450 × 140 × 4 mm'),
    docs: { sheet: 'supports-pylontech', manual: '@notice-supports-pylontech', compat: 'pylontech-us' },
  }),
  product({
    ...GENERIC, id: 25, name: 'Support de fixation Pylontech pour US2000C', reference: 'SUPPORT-US2000C', type: 'Accessoire',
    price: 58.8, image: 'pylontech-support-us2000c',
    description: supportDescription('Support de fixation Pylontech pour US2000C', 'Pylontech US2000C'),
    specs: supportSpecs('Pylontech US2000C', '2 équerres + visserie', 'Acier galvanisé laqué noir', '2 batteries', '450 × 100 × 4 mm'),
    docs: { sheet: 'supports-pylontech', manual: '@notice-supports-pylontech', compat: 'pylontech-us' },
  }),
  product({
    ...GENERIC, id: 26, name: 'Lot de câbles de liaison batterie Pylontech (à partir de 20 pièces)', reference: 'CABLES-20PC', type: 'Câble',
    price: 16.8, image: 'pylontech-cables-20pc',
    description: cableDescription('lot de câbles de liaison Pylontech', 'relie en parallèle les batteries de la gamme US (puissance + et − et câble de communication). Vendu à l’unité, par quantité minimale de 20 pièces.'),
    specs: { 'Section': '25 mm²', 'Longueur': '0,5 m', 'Connecteurs': 'Amphenol Surlok 8 mm', 'Compatibilité': 'US2000C, US3000C, US5000', 'Quantité minimale': '20 pièces', 'Conducteur': 'Cuivre étamé' },
    docs: { sheet: 'cables-pylontech', manual: 'pylontech-us', compat: 'pylontech-us' },
  }),
  product({
    ...GENERIC, id: 27, name: 'Support de fixation Pylontech pour US5000', reference: 'SUPPORT-US5000', type: 'Accessoire',
    price: 77, image: 'pylontech-support-us5000',
    description: supportDescription('Support de fixation Pylontech pour US5000', 'Pylontech US5000'),
    specs: supportSpecs('Pylontech US5000', '2 équerres + visserie', 'Acier galvanisé laqué noir', '2 batteries', '450 × 170 × 4 mm'),
    docs: { sheet: 'supports-pylontech', manual: '@notice-supports-pylontech', compat: 'pylontech-us' },
  }),
  product({
    ...PYLONTECH, id: 28, name: 'Hub de communication Pylontech LV-HUB', reference: 'LV-HUB', type: 'Accessoire',
    price: 329, stock: 18, rating: 4.4, reviews: 3, image: 'pylontech-lv-hub', cycles: null, lifespan: 5,
    description: html(
      h2('Pylontech LV-HUB'),
      p('Le <strong>LV-HUB</strong> regroupe jusqu’à 6 groupes de batteries Pylontech basse tension et les présente à l’onduleur comme un seul parc. Il permet de dépasser la limite de 16 batteries en parallèle pour les installations tertiaires.'),
      p('Il agrège l’état de charge, répartit les courants et transmet les alarmes à l’onduleur par CAN ou RS485.'),
    ),
    specs: { 'Groupes de batteries': 'jusqu’à 6', 'Batteries max.': '96', 'Communication': 'CAN / RS485', 'Alimentation': '48 V par le parc', 'Format': 'Rack 19 pouces 1U', 'Poids': '2,1 kg' },
    docs: { sheet: 'lv-hub', manual: 'lv-hub', compat: 'lv-hub' },
  }),
  product({
    ...PYLONTECH, id: 29, name: 'Batterie lithium Pylontech Force L1 3.55kWh', reference: 'FORCE-L1-355', type: 'Batterie Lithium',
    price: 1249, stock: 11, rating: 4.6, reviews: 6, image: 'pylontech-force-l1', battery: LFP, capacity: '3.55kWh', power: '3550W',
    description: html(
      h2('Pylontech Force L1 3.55kWh'),
      p('La <strong>Force L1</strong> est la version d’entrée de la colonne basse tension Pylontech : un module de <strong>3,55 kWh</strong> et son BMS, extensible jusqu’à 7 modules, soit 24,9 kWh.'),
      p('Posée au sol, sans armoire ni câblage entre modules, elle s’associe aux onduleurs hybrides 48 V et se supervise à distance.'),
      ul('Plus de 6 000 cycles', 'Indice de protection IP55', 'Garantie <strong>10 ans</strong>'),
    ),
    specs: { 'Capacité nominale': '3,55 kWh', 'Tension nominale': '48 V', 'Capacité en Ah': '74 Ah', 'Chimie': LFP, 'Extension': 'jusqu’à 7 modules', 'Indice de protection': 'IP55', 'Poids': '47 kg' },
    docs: { sheet: 'force-l1', manual: 'force-l1', compat: 'force-l' },
  }),
  product({
    ...GENERIC, id: 30, name: 'BMS Pylontech SC0500-40S', reference: 'SC0500-40S', type: 'BMS',
    price: 637, image: 'pylontech-sc0500-40s',
    description: bmsDescription('BMS Pylontech SC0500-40S', 'Pylontech H48074 / H48050', 'Au format rack 19 pouces, il commande jusqu’à 15 modules en série.'),
    specs: bmsSpecs('96 – 720 V', '50 A', 'jusqu’à 15 modules', 'Modules H48074 / H48050', '442 × 420 × 132 mm', '14 kg'),
    docs: { sheet: 'bms-haute-tension', manual: 'pylontech-haute-tension', compat: 'pylontech-hv' },
  }),
  product({
    ...GENERIC, id: 31, name: 'Module batterie Pylontech H48074 3.55kWh', reference: 'H48074', type: 'Module Batterie',
    price: 1281, image: 'pylontech-h48074', battery: LFP, capacity: '3.55kWh', power: '5000W',
    description: moduleDescription('Module batterie Pylontech H48074', '3,55 kWh', 'haute tension Pylontech (BMS SC0500 / SC1000)'),
    specs: moduleSpecs('3,55 kWh', '48 V', '74 Ah', '442 × 420 × 132 mm', '33 kg', 'BMS SC0500-100S, SC1000-100S-V2'),
    docs: { sheet: 'modules-h48', manual: 'pylontech-haute-tension', compat: 'pylontech-hv' },
  }),
  product({
    ...GENERIC, id: 32, name: 'Module batterie Pylontech H48050 2.4kWh', reference: 'H48050', type: 'Module Batterie',
    price: 816.2, image: 'pylontech-h48050', battery: LFP, capacity: '2.4kWh', power: '5000W',
    description: moduleDescription('Module batterie Pylontech H48050', '2,4 kWh', 'haute tension Pylontech (BMS SC0500 / SC1000)'),
    specs: moduleSpecs('2,4 kWh', '48 V', '50 Ah', '442 × 410 × 89 mm', '24 kg', 'BMS SC0500-100S, SC1000-100S-V2'),
    docs: { sheet: 'modules-h48', manual: 'pylontech-haute-tension', compat: 'pylontech-hv' },
  }),
  product({
    ...PYLONTECH, id: 33, name: 'Câble de communication Pylontech batterie–onduleur RJ45 3 m', reference: 'PYL-COM-RJ45-3M', type: 'Câble',
    price: 19.9, stock: 240, rating: 4.5, reviews: 11, image: 'pylontech-com-rj45', cycles: null, lifespan: null, monitoring: false,
    description: cableDescription('câble de communication Pylontech RJ45 de 3 m', 'relie le port CAN ou RS485 de la batterie maître à l’onduleur hybride. Le brochage est préconfiguré pour les onduleurs Deye, Victron Energy et SMA.'),
    specs: { 'Longueur': '3 m', 'Connecteurs': 'RJ45 / RJ45', 'Protocole': 'CAN ou RS485', 'Catégorie': 'Cat. 6 blindé', 'Compatibilité': 'Gamme US, Force L1/L2', 'Gaine': 'PVC anti-UV' },
    docs: { sheet: 'cables-pylontech', manual: 'pylontech-us', compat: 'pylontech-us' },
  }),
  // --- Deye -----------------------------------------------------------------------------------
  product({
    id: 34, name: 'Onduleur hybride Deye SUN-5K-SG04LP1-EU 5 kW monophasé', reference: 'SUN-5K-SG04LP1-EU', brand: 'Deye', type: 'Onduleur hybride',
    price: 1189, original: 1390, stock: 46, rating: 4.7, reviews: 21, best: true, image: 'deye-sun-5k-sg04lp1', monitoring: true, lifespan: 10, power: '5000W', supplier: ATLANTIQUE,
    description: hybridDescription('Onduleur hybride Deye SUN-5K-SG04LP1-EU', '5 kW', 'monophasé'),
    specs: hybridSpecs('5 000 W', 'Monophasé 230 V', '6 500 W', '2', '48 V, 120 A', '97,6 %', '20,5 kg'),
    docs: { sheet: 'deye-hybride-mono', manual: 'deye-hybride', compat: 'deye-hybride' },
  }),
  product({
    id: 35, name: 'Onduleur hybride Deye SUN-8K-SG04LP3-EU 8 kW triphasé', reference: 'SUN-8K-SG04LP3-EU', brand: 'Deye', type: 'Onduleur hybride',
    price: 2149, stock: 23, rating: 4.8, reviews: 12, image: 'deye-sun-8k-sg04lp3', monitoring: true, lifespan: 10, power: '8000W', supplier: ATLANTIQUE,
    description: hybridDescription('Onduleur hybride Deye SUN-8K-SG04LP3-EU', '8 kW', 'triphasé'),
    specs: hybridSpecs('8 000 W', 'Triphasé 400 V', '10 400 W', '2', '48 V, 190 A', '97,6 %', '33,6 kg'),
    docs: { sheet: 'deye-hybride-tri', manual: 'deye-hybride', compat: 'deye-hybride' },
  }),
  product({
    id: 36, name: 'Onduleur hybride Deye SUN-12K-SG04LP3-EU 12 kW triphasé', reference: 'SUN-12K-SG04LP3-EU', brand: 'Deye', type: 'Onduleur hybride',
    price: 2690, original: 2890, stock: 9, rating: 4.7, reviews: 8, image: 'deye-sun-12k-sg04lp3', monitoring: true, lifespan: 10, power: '12000W', supplier: ATLANTIQUE,
    description: hybridDescription('Onduleur hybride Deye SUN-12K-SG04LP3-EU', '12 kW', 'triphasé'),
    specs: hybridSpecs('12 000 W', 'Triphasé 400 V', '15 600 W', '2', '48 V, 240 A', '97,6 %', '33,6 kg'),
    docs: { sheet: 'deye-hybride-tri', manual: 'deye-hybride', compat: 'deye-hybride' },
  }),
  product({
    id: 37, name: 'Onduleur triphasé Deye SUN-10K-G05 10 kW', reference: 'SUN-10K-G05', brand: 'Deye', type: 'Onduleur triphasé',
    price: 1149, stock: 31, rating: 4.6, reviews: 9, image: 'deye-sun-10k-g05', monitoring: true, lifespan: 10, power: '10000W', supplier: ATLANTIQUE,
    description: stringDescription('Onduleur triphasé Deye SUN-10K-G05', '10 kW'),
    specs: stringSpecs('10 000 W', '13 000 W', '2', '160 – 850 V', '98,6 %', '16 kg'),
    docs: { sheet: 'deye-g05', manual: 'deye-g05', compat: 'deye-g05' },
  }),
  product({
    id: 38, name: 'Onduleur triphasé Deye SUN-15K-G05 15 kW', reference: 'SUN-15K-G05', brand: 'Deye', type: 'Onduleur triphasé',
    price: 1429, stock: 12, rating: 4.6, reviews: 5, image: 'deye-sun-15k-g05', monitoring: true, lifespan: 10, power: '15000W', supplier: ATLANTIQUE,
    description: stringDescription('Onduleur triphasé Deye SUN-15K-G05', '15 kW'),
    specs: stringSpecs('15 000 W', '19 500 W', '2', '160 – 850 V', '98,7 %', '18,5 kg'),
    docs: { sheet: 'deye-g05', manual: 'deye-g05', compat: 'deye-g05' },
  }),
  product({
    id: 39, name: 'Onduleur triphasé Deye SUN-20K-G05 20 kW', reference: 'SUN-20K-G05', brand: 'Deye', type: 'Onduleur triphasé',
    price: 1690, original: 1849, stock: 0, rating: 4.5, reviews: 4, image: 'deye-sun-20k-g05', monitoring: true, lifespan: 10, power: '20000W', supplier: ATLANTIQUE,
    description: stringDescription('Onduleur triphasé Deye SUN-20K-G05', '20 kW'),
    specs: stringSpecs('20 000 W', '26 000 W', '2', '160 – 850 V', '98,7 %', '21 kg'),
    docs: { sheet: 'deye-g05', manual: 'deye-g05', compat: 'deye-g05' },
  }),
  product({
    id: 40, name: 'Micro-onduleur Deye SUN-M80G4-EU-Q0 800 W', reference: 'SUN-M80G4-EU-Q0', brand: 'Deye', type: 'Micro-onduleur',
    price: 165, stock: 320, rating: 4.4, reviews: 14, image: 'deye-sun-m80g4', monitoring: true, lifespan: 10, power: '800W', supplier: ATLANTIQUE,
    description: microDescription('Micro-onduleur Deye SUN-M80G4-EU-Q0', '800 W', 'deux panneaux'),
    specs: microSpecs('800 W', '2', '320 – 550 Wc', 'Monophasé 230 V', '96,5 %', '10 ans', 'Wi-Fi intégré'),
    docs: { sheet: 'deye-micro', manual: 'deye-micro', compat: 'deye-micro' },
  }),
  product({
    id: 41, name: 'Batterie lithium Deye SE-G5.1 Pro-B 5.12kWh', reference: 'SE-G5.1-PRO-B', brand: 'Deye', type: 'Batterie Lithium',
    price: 1349, original: 1549, stock: 38, rating: 4.6, reviews: 10, image: 'deye-se-g51-pro', battery: LFP, cycles: 6000, monitoring: true, lifespan: 10, capacity: '5.12kWh', power: '5120W', supplier: ATLANTIQUE,
    description: lvBatteryDescription('Batterie Deye SE-G5.1 Pro-B', '5,12 kWh', 'les onduleurs hybrides basse tension Deye, avec reconnaissance automatique du protocole'),
    specs: lvBatterySpecs('5,12 kWh', '51,2 V', '100 Ah', '442 × 450 × 133 mm', '41 kg', '100 A'),
    docs: { sheet: 'deye-se-g51', manual: 'deye-batteries', compat: 'deye-batteries' },
  }),
  product({
    id: 42, name: 'Module batterie haute tension Deye BOS-G 5.12kWh', reference: 'BOS-G-PRO-5.12', brand: 'Deye', type: 'Module Batterie',
    price: 1459, stock: 24, rating: 4.7, reviews: 6, image: 'deye-bos-g', battery: LFP, cycles: 6000, monitoring: true, lifespan: 10, capacity: '5.12kWh', power: '5120W', supplier: ATLANTIQUE,
    description: moduleDescription('Module batterie Deye BOS-G', '5,12 kWh', 'haute tension Deye BOS-G'),
    specs: moduleSpecs('5,12 kWh', '51,2 V', '100 Ah', '650 × 170 × 385 mm', '46 kg', 'BMS Deye HVB750V/100A-EU'),
    docs: { sheet: 'deye-bos-g', manual: 'deye-batteries', compat: 'deye-batteries' },
  }),
  product({
    id: 43, name: 'BMS haute tension Deye HVB750V/100A-EU pour BOS-G', reference: 'HVB750V-100A-EU', brand: 'Deye', type: 'BMS',
    price: 1149, stock: 7, rating: 4.6, reviews: 3, image: 'deye-hvb750v', monitoring: true, lifespan: 10, supplier: ATLANTIQUE,
    description: bmsDescription('BMS haute tension Deye HVB750V/100A-EU', 'Deye BOS-G', 'Il accepte de 3 à 12 modules BOS-G en série, soit de 15,4 à 61,4 kWh par colonne.'),
    specs: bmsSpecs('153,6 – 750 V', '100 A', '3 à 12 × BOS-G', 'Deye BOS-G, onduleurs Deye HV', '650 × 170 × 240 mm', '18 kg'),
    docs: { sheet: 'deye-bos-g', manual: 'deye-batteries', compat: 'deye-batteries' },
  }),
  product({
    id: 44, name: 'Compteur intelligent triphasé Deye DTSU666 avec tores', reference: 'DTSU666-DEYE', brand: 'Deye', type: 'Compteur intelligent',
    price: 129, stock: 85, rating: 4.5, reviews: 7, image: 'deye-dtsu666', monitoring: true, supplier: ATLANTIQUE,
    description: meterDescription('compteur intelligent Deye DTSU666', 'mesure les échanges avec le réseau sur les trois phases et permet à l’onduleur Deye de limiter l’injection ou de piloter la batterie en autoconsommation.'),
    specs: { 'Raccordement': 'Triphasé 400 V', 'Mesure': 'Par tores 100 A', 'Communication': 'RS485 Modbus', 'Montage': 'Rail DIN, 4 modules', 'Précision': 'Classe 1', 'Compatibilité': 'Onduleurs hybrides Deye' },
    docs: { sheet: 'compteurs', manual: 'compteurs', compat: 'compteurs' },
  }),
  product({
    id: 45, name: 'Clé de supervision Wi-Fi Deye LSW-3', reference: 'LSW-3', brand: 'Deye', type: 'Accessoire',
    price: 49, stock: 150, rating: 4.2, reviews: 9, image: 'deye-lsw-3', monitoring: true, supplier: ATLANTIQUE,
    description: html(
      h2('Clé Wi-Fi Deye LSW-3'),
      p('La clé <strong>LSW-3</strong> relie un onduleur Deye au réseau Wi-Fi du site et transmet ses données au portail Solarman toutes les 5 minutes.'),
      p('Elle se visse sur le port de communication de l’onduleur, sans alimentation séparée. Une clé de remplacement pour les onduleurs livrés sans module de communication.'),
    ),
    specs: { 'Connexion': 'Wi-Fi 2,4 GHz', 'Portail': 'Solarman Smart / Business', 'Intervalle': '5 min', 'Alimentation': 'Par l’onduleur', 'Indice de protection': 'IP65', 'Compatibilité': 'Onduleurs Deye' },
    docs: { sheet: 'deye-hybride-mono', manual: 'deye-hybride', compat: 'deye-hybride' },
  }),
  // --- Hoymiles -------------------------------------------------------------------------------
  product({
    id: 46, name: 'Micro-onduleur Hoymiles HMS-800-2T 800 W', reference: 'HMS-800-2T', brand: 'Hoymiles', type: 'Micro-onduleur',
    price: 155, original: 179, stock: 540, rating: 4.8, reviews: 41, best: true, image: 'hoymiles-hms-800-2t', monitoring: true, lifespan: 12, power: '800W', supplier: SOLARIS,
    description: microDescription('Micro-onduleur Hoymiles HMS-800-2T', '800 W', 'deux panneaux de forte puissance'),
    specs: microSpecs('800 W', '2', '320 – 540 Wc', 'Monophasé 230 V', '96,7 %', '12 ans', 'Sub-1G vers DTU'),
    docs: { sheet: 'hoymiles-hms', manual: 'hoymiles', compat: 'hoymiles-micro' },
  }),
  product({
    id: 47, name: 'Micro-onduleur Hoymiles HMS-1600-4T 1600 W', reference: 'HMS-1600-4T', brand: 'Hoymiles', type: 'Micro-onduleur',
    price: 279, stock: 0, rating: 4.7, reviews: 13, image: 'hoymiles-hms-1600-4t', monitoring: true, lifespan: 12, power: '1600W', supplier: SOLARIS,
    description: microDescription('Micro-onduleur Hoymiles HMS-1600-4T', '1 600 W', 'quatre panneaux'),
    specs: microSpecs('1 600 W', '4', '320 – 540 Wc', 'Monophasé 230 V', '96,7 %', '12 ans', 'Sub-1G vers DTU'),
    docs: { sheet: 'hoymiles-hms', manual: 'hoymiles', compat: 'hoymiles-micro' },
  }),
  product({
    id: 48, name: 'Micro-onduleur Hoymiles HMS-2000-4T 2000 W', reference: 'HMS-2000-4T', brand: 'Hoymiles', type: 'Micro-onduleur',
    price: 319, stock: 160, rating: 4.7, reviews: 18, image: 'hoymiles-hms-2000-4t', monitoring: true, lifespan: 12, power: '2000W', supplier: SOLARIS,
    description: microDescription('Micro-onduleur Hoymiles HMS-2000-4T', '2 000 W', 'quatre panneaux de forte puissance'),
    specs: microSpecs('2 000 W', '4', '400 – 670 Wc', 'Monophasé 230 V', '96,7 %', '12 ans', 'Sub-1G vers DTU'),
    docs: { sheet: 'hoymiles-hms', manual: 'hoymiles', compat: 'hoymiles-micro' },
  }),
  product({
    id: 49, name: 'Micro-onduleur triphasé Hoymiles HMT-2250-6T 2250 W', reference: 'HMT-2250-6T', brand: 'Hoymiles', type: 'Micro-onduleur',
    price: 469, stock: 64, rating: 4.6, reviews: 6, image: 'hoymiles-hmt-2250-6t', monitoring: true, lifespan: 12, power: '2250W', supplier: SOLARIS,
    description: microDescription('Micro-onduleur triphasé Hoymiles HMT-2250-6T', '2 250 W', 'six panneaux en triphasé'),
    specs: microSpecs('2 250 W', '6', '320 – 540 Wc', 'Triphasé 400 V', '96,5 %', '12 ans', 'Sub-1G vers DTU'),
    docs: { sheet: 'hoymiles-hmt', manual: 'hoymiles', compat: 'hoymiles-micro' },
  }),
  product({
    id: 50, name: 'Passerelle de supervision Hoymiles DTU-Pro-S', reference: 'DTU-PRO-S', brand: 'Hoymiles', type: 'DTU',
    price: 279, stock: 72, rating: 4.5, reviews: 10, image: 'hoymiles-dtu-pro-s', monitoring: true, lifespan: 5, supplier: SOLARIS,
    description: dtuDescription('Hoymiles DTU-Pro-S', 'jusqu’à 99'),
    specs: { 'Micro-onduleurs max.': '99 (396 panneaux)', 'Liaison micro-onduleurs': 'Sub-1G', 'Connexion internet': 'Ethernet, Wi-Fi, 4G en option', 'Interface compteur': 'RS485', 'Limitation d’injection': 'Oui, avec compteur', 'Alimentation': '230 V AC' },
    docs: { sheet: 'hoymiles-dtu', manual: 'hoymiles', compat: 'hoymiles-micro' },
  }),
  product({
    id: 51, name: 'Passerelle de supervision Hoymiles DTU-WLite-S', reference: 'DTU-WLITE-S', brand: 'Hoymiles', type: 'DTU',
    price: 75, stock: 210, rating: 4.3, reviews: 16, image: 'hoymiles-dtu-wlite-s', monitoring: true, lifespan: 5, supplier: SOLARIS,
    description: dtuDescription('Hoymiles DTU-WLite-S', 'jusqu’à 4'),
    specs: { 'Micro-onduleurs max.': '4 (16 panneaux)', 'Liaison micro-onduleurs': 'Sub-1G', 'Connexion internet': 'Wi-Fi 2,4 GHz', 'Alimentation': 'USB 5 V', 'Montage': 'Prise murale', 'Portail': 'S-Miles Cloud' },
    docs: { sheet: 'hoymiles-dtu', manual: 'hoymiles', compat: 'hoymiles-micro' },
  }),
  product({
    id: 52, name: 'Câble AC principal Hoymiles 12 AWG, rouleau 100 m', reference: 'HM-AC-TRUNK-100', brand: 'Hoymiles', type: 'Câble',
    price: 329, stock: 18, rating: 4.4, reviews: 4, image: 'hoymiles-ac-trunk', supplier: SOLARIS,
    description: cableDescription('câble AC principal Hoymiles', 'forme le bus alternatif sur lequel se raccordent les micro-onduleurs grâce aux connecteurs en T. Vendu en rouleau de 100 m, à couper à la longueur de chaque rangée de panneaux.'),
    specs: { 'Section': '3 × 4 mm² (12 AWG)', 'Longueur': '100 m', 'Tension assignée': '600 V', 'Gaine': 'XLPE anti-UV', 'Température': '−40 à +90 °C', 'Compatibilité': 'HMS, HMT' },
    docs: { sheet: 'hoymiles-accessoires', manual: 'hoymiles', compat: 'hoymiles-micro' },
  }),
  product({
    id: 53, name: 'Outil de déverrouillage des connecteurs AC Hoymiles', reference: 'HM-AC-UNLOCK', brand: 'Hoymiles', type: 'Outil',
    price: 12.5, stock: 95, rating: 4.3, reviews: 5, image: 'hoymiles-unlock-tool', supplier: SOLARIS,
    description: toolDescription('outil de déverrouillage Hoymiles', 'ouvre sans forcer les connecteurs AC et les connecteurs en T du câble principal Hoymiles, pour remplacer un micro-onduleur ou modifier une rangée.'),
    specs: { 'Compatibilité': 'Connecteurs AC Hoymiles HMS / HMT', 'Matériau': 'Polyamide renforcé fibre de verre', 'Longueur': '120 mm', 'Conditionnement': 'À l’unité', 'Couleur': 'Noir' },
    docs: { sheet: 'hoymiles-accessoires', manual: 'hoymiles', compat: 'hoymiles-micro' },
  }),
  product({
    id: 54, name: 'Compteur intelligent monophasé Hoymiles DDSU666 (limitation d’injection)', reference: 'HM-DDSU666', brand: 'Hoymiles', type: 'Compteur intelligent',
    price: 115, stock: 60, rating: 4.4, reviews: 5, image: 'hoymiles-ddsu666', monitoring: true, supplier: SOLARIS,
    description: meterDescription('compteur intelligent Hoymiles DDSU666', 'mesure la puissance échangée avec le réseau et permet à la passerelle DTU-Pro-S de limiter l’injection, jusqu’à l’injection zéro.'),
    specs: { 'Raccordement': 'Monophasé 230 V', 'Mesure': 'Directe 80 A', 'Communication': 'RS485 Modbus', 'Montage': 'Rail DIN, 1 module', 'Précision': 'Classe 1', 'Compatibilité': 'DTU-Pro-S' },
    docs: { sheet: 'compteurs', manual: 'compteurs', compat: 'compteurs' },
  }),
  // --- Enphase --------------------------------------------------------------------------------
  product({
    id: 55, name: 'Micro-onduleur Enphase IQ8MC-72-M-INT 330 VA', reference: 'IQ8MC-72-M-INT', brand: 'Enphase', type: 'Micro-onduleur',
    price: 149, stock: 380, rating: 4.8, reviews: 22, image: 'enphase-iq8mc', monitoring: true, lifespan: 25, power: '330W', supplier: SOLARIS,
    description: microDescription('Micro-onduleur Enphase IQ8MC', '330 VA', 'un panneau de 260 à 460 Wc'),
    specs: microSpecs('330 VA', '1', '260 – 460 Wc', 'Monophasé 230 V', '97,5 %', '25 ans', 'CPL vers IQ Gateway'),
    docs: { sheet: 'enphase-iq8', manual: 'enphase', compat: 'enphase-iq8' },
  }),
  product({
    id: 56, name: 'Micro-onduleur Enphase IQ8HC-72-M-INT 380 VA', reference: 'IQ8HC-72-M-INT', brand: 'Enphase', type: 'Micro-onduleur',
    price: 179, original: 195, stock: 150, rating: 4.8, reviews: 12, image: 'enphase-iq8hc', monitoring: true, lifespan: 25, power: '380W', supplier: SOLARIS,
    description: microDescription('Micro-onduleur Enphase IQ8HC', '380 VA', 'un panneau de 320 à 540 Wc'),
    specs: microSpecs('380 VA', '1', '320 – 540 Wc', 'Monophasé 230 V', '97,5 %', '25 ans', 'CPL vers IQ Gateway'),
    docs: { sheet: 'enphase-iq8', manual: 'enphase', compat: 'enphase-iq8' },
  }),
  product({
    id: 57, name: 'Micro-onduleur Enphase IQ8P-72-2-INT 475 VA', reference: 'IQ8P-72-2-INT', brand: 'Enphase', type: 'Micro-onduleur',
    price: 219, stock: 0, rating: 4.7, reviews: 4, image: 'enphase-iq8p', monitoring: true, lifespan: 25, power: '475W', supplier: SOLARIS,
    description: microDescription('Micro-onduleur Enphase IQ8P', '475 VA', 'un panneau de forte puissance, jusqu’à 640 Wc'),
    specs: microSpecs('475 VA', '1', '350 – 640 Wc', 'Monophasé 230 V', '97,6 %', '25 ans', 'CPL vers IQ Gateway'),
    docs: { sheet: 'enphase-iq8', manual: 'enphase', compat: 'enphase-iq8' },
  }),
  product({
    id: 58, name: 'Passerelle Enphase IQ Gateway Metered (Envoy-S) ENV-S-WM-230', reference: 'ENV-S-WM-230', brand: 'Enphase', type: 'Compteur intelligent',
    price: 449, stock: 40, rating: 4.6, reviews: 11, image: 'enphase-iq-gateway', monitoring: true, lifespan: 10, supplier: SOLARIS,
    description: meterDescription('passerelle Enphase IQ Gateway Metered (Envoy-S)', 'communique avec les micro-onduleurs IQ par courant porteur et mesure, grâce à ses tores, la production et la consommation du site. Elle alimente l’application Enphase et le portail Enlighten.'),
    specs: { 'Micro-onduleurs max.': '600', 'Mesure': '2 tores de production et de consommation', 'Connexion internet': 'Ethernet, Wi-Fi, modem cellulaire en option', 'Raccordement': 'Monophasé ou triphasé', 'Indice de protection': 'IP30 (intérieur)', 'Garantie': '5 ans' },
    docs: { sheet: 'enphase-gateway', manual: 'enphase', compat: 'enphase-iq8' },
  }),
  product({
    id: 59, name: 'Câble Enphase IQ Cable monophasé portrait Q-25-10-240 (1,3 m)', reference: 'Q-25-10-240', brand: 'Enphase', type: 'Câble',
    price: 21.9, stock: 900, rating: 4.6, reviews: 8, image: 'enphase-q-cable-portrait', supplier: SOLARIS,
    description: cableDescription('câble Enphase IQ Cable Q-25-10-240', 'porte un connecteur tous les 1,3 m pour raccorder les micro-onduleurs IQ de panneaux posés en portrait. Vendu au connecteur.'),
    specs: { 'Section': '2,5 mm²', 'Espacement des connecteurs': '1,3 m', 'Orientation': 'Portrait', 'Raccordement': 'Monophasé', 'Compatibilité': 'Micro-onduleurs IQ7 et IQ8', 'Conditionnement': 'Au connecteur' },
    docs: { sheet: 'enphase-iq8', manual: 'enphase', compat: 'enphase-iq8' },
  }),
  product({
    id: 60, name: 'Câble Enphase IQ Cable monophasé paysage Q-25-17-240 (2,1 m)', reference: 'Q-25-17-240', brand: 'Enphase', type: 'Câble',
    price: 24.9, stock: 620, rating: 4.5, reviews: 5, image: 'enphase-q-cable-paysage', supplier: SOLARIS,
    description: cableDescription('câble Enphase IQ Cable Q-25-17-240', 'porte un connecteur tous les 2,1 m pour raccorder les micro-onduleurs IQ de panneaux posés en paysage. Vendu au connecteur.'),
    specs: { 'Section': '2,5 mm²', 'Espacement des connecteurs': '2,1 m', 'Orientation': 'Paysage', 'Raccordement': 'Monophasé', 'Compatibilité': 'Micro-onduleurs IQ7 et IQ8', 'Conditionnement': 'Au connecteur' },
    docs: { sheet: 'enphase-iq8', manual: 'enphase', compat: 'enphase-iq8' },
  }),
  product({
    id: 61, name: 'Outil de déconnexion Enphase Q-DISC-10', reference: 'Q-DISC-10', brand: 'Enphase', type: 'Outil',
    price: 19.9, stock: 130, rating: 4.4, reviews: 6, image: 'enphase-q-disc', supplier: SOLARIS,
    description: toolDescription('outil de déconnexion Enphase Q-DISC-10', 'déverrouille les connecteurs des câbles IQ Cable pour déposer un micro-onduleur ou reprendre une rangée. Lot de 10 outils.'),
    specs: { 'Compatibilité': 'Connecteurs IQ Cable', 'Conditionnement': 'Lot de 10', 'Matériau': 'Polycarbonate', 'Longueur': '95 mm', 'Couleur': 'Noir' },
    docs: { sheet: 'enphase-accessoires', manual: 'enphase', compat: 'enphase-iq8' },
  }),
  product({
    id: 62, name: 'Batterie Enphase IQ Battery 5P 5kWh', reference: 'IQBATTERY-5P-1P-INT', brand: 'Enphase', type: 'Batterie Lithium',
    price: 4190, original: 4490, stock: 0, rating: 4.6, reviews: 3, image: 'enphase-iq-battery-5p', battery: LFP, cycles: 6000, monitoring: true, lifespan: 15, capacity: '5kWh', power: '3840W', supplier: SOLARIS,
    description: html(
      h2('Enphase IQ Battery 5P'),
      p('L’<strong>IQ Battery 5P</strong> est une batterie AC tout-en-un de <strong>5 kWh</strong> : six micro-onduleurs IQ8 intégrés la raccordent directement au tableau électrique, sans onduleur hybride.'),
      p('Elle se pose au mur, se pilote depuis l’application Enphase et s’ajoute à une installation Enphase existante. Sa chimie LiFePO4 offre une grande sécurité et une garantie de <strong>15 ans</strong>.'),
      ul('Couplage AC, micro-onduleurs intégrés', 'Extension par ajout de batteries', 'Refroidissement naturel, silencieuse'),
    ),
    specs: { 'Capacité nominale': '5 kWh', 'Puissance continue': '3,84 kVA', 'Chimie': LFP, 'Couplage': 'AC (6 × IQ8 intégrés)', 'Indice de protection': 'IP55', 'Poids': '66 kg', 'Garantie': '15 ans' },
    docs: { sheet: 'enphase-iq-battery', manual: 'enphase-iq-battery', compat: 'enphase-iq-battery' },
  }),
  product({
    id: 63, name: 'Bouchon de terminaison Enphase Q-TERM-R-10 (lot de 10)', reference: 'Q-TERM-R-10', brand: 'Enphase', type: 'Accessoire',
    price: 44.9, stock: 75, rating: 4.5, reviews: 3, image: 'enphase-q-term', supplier: SOLARIS,
    description: html(
      h2('Bouchon de terminaison Enphase Q-TERM-R-10'),
      p('Le <strong>bouchon de terminaison</strong> isole et étanchéifie l’extrémité libre d’un câble IQ Cable, en bout de rangée de micro-onduleurs.'),
      p('Il se pose sans outil spécial et garantit l’indice IP67 de l’ensemble. Lot de 10 bouchons.'),
    ),
    specs: { 'Compatibilité': 'IQ Cable monophasé', 'Conditionnement': 'Lot de 10', 'Indice de protection': 'IP67', 'Matériau': 'Polyamide anti-UV', 'Couleur': 'Noir' },
    docs: { sheet: 'enphase-accessoires', manual: 'enphase', compat: 'enphase-iq8' },
  }),
  // --- Victron Energy -------------------------------------------------------------------------
  product({
    id: 64, name: 'Contrôleur de charge Victron SmartSolar MPPT 100/30', reference: 'SCC110030210', brand: 'Victron Energy', type: 'Contrôleur',
    price: 179, stock: 88, rating: 4.8, reviews: 19, image: 'victron-mppt-100-30', monitoring: true, lifespan: 5, power: '880W', supplier: VOLTADIS,
    description: controllerDescription('Victron SmartSolar MPPT 100/30', '30 A sous 12/24 V'),
    specs: controllerSpecs('12 / 24 V', '30 A', '100 V', '440 W (12 V) / 880 W (24 V)', '98 %', '1,3 kg'),
    docs: { sheet: 'victron-mppt', manual: 'victron-mppt', compat: 'victron-mppt' },
  }),
  product({
    id: 65, name: 'Contrôleur de charge Victron SmartSolar MPPT 150/35', reference: 'SCC115035210', brand: 'Victron Energy', type: 'Contrôleur',
    price: 289, stock: 41, rating: 4.8, reviews: 9, image: 'victron-mppt-150-35', monitoring: true, lifespan: 5, power: '2000W', supplier: VOLTADIS,
    description: controllerDescription('Victron SmartSolar MPPT 150/35', '35 A sous 12/24/36/48 V'),
    specs: controllerSpecs('12 / 24 / 36 / 48 V', '35 A', '150 V', '2 000 W (48 V)', '98 %', '1,25 kg'),
    docs: { sheet: 'victron-mppt', manual: 'victron-mppt', compat: 'victron-mppt' },
  }),
  product({
    id: 66, name: 'Contrôleur de charge Victron SmartSolar MPPT 250/100-Tr VE.Can', reference: 'SCC125110441', brand: 'Victron Energy', type: 'Contrôleur',
    price: 1090, original: 1249, stock: 6, rating: 4.9, reviews: 5, image: 'victron-mppt-250-100', monitoring: true, lifespan: 5, power: '5800W', supplier: VOLTADIS,
    description: controllerDescription('Victron SmartSolar MPPT 250/100-Tr VE.Can', '100 A sous 12 à 48 V'),
    specs: controllerSpecs('12 / 24 / 36 / 48 V', '100 A', '250 V', '5 800 W (48 V)', '99 %', '4,5 kg'),
    docs: { sheet: 'victron-mppt', manual: 'victron-mppt', compat: 'victron-mppt' },
  }),
  product({
    id: 67, name: 'BMS Victron Lynx Smart BMS 500 A', reference: 'LYN034160200', brand: 'Victron Energy', type: 'BMS',
    price: 1049, stock: 12, rating: 4.7, reviews: 4, image: 'victron-lynx-smart-bms', monitoring: true, lifespan: 5, supplier: VOLTADIS,
    description: bmsDescription('BMS Victron Lynx Smart BMS 500 A', 'de batteries Victron Lithium Smart', 'Il intègre un contacteur de 500 A, un moniteur de batterie et le Bluetooth, et s’insère dans le jeu de barres Lynx.'),
    specs: bmsSpecs('12 / 24 / 48 V', '500 A', 'jusqu’à 20 batteries Lithium Smart', 'Victron Lithium Smart 12,8 V et 25,6 V', '190 × 180 × 80 mm', '2,3 kg'),
    docs: { sheet: 'victron-bms', manual: 'victron-bms', compat: 'victron-bms' },
  }),
  product({
    id: 68, name: 'BMS Victron smallBMS pour batteries Lithium Smart', reference: 'BMS400100000', brand: 'Victron Energy', type: 'BMS',
    price: 89, stock: 54, rating: 4.5, reviews: 7, image: 'victron-small-bms', monitoring: false, lifespan: 5, supplier: VOLTADIS,
    description: bmsDescription('BMS Victron smallBMS', 'de batteries Victron Lithium Smart pour véhicules et bateaux', 'Compact, il commande la coupure des chargeurs et des charges par contacts secs en cas d’alarme d’une cellule.'),
    specs: bmsSpecs('8 – 70 V', '1 A (sorties de commande)', 'batteries Lithium Smart en série/parallèle', 'Victron Lithium Smart', '105 × 78 × 32 mm', '0,1 kg'),
    docs: { sheet: 'victron-bms', manual: 'victron-bms', compat: 'victron-bms' },
  }),
  product({
    id: 69, name: 'Batterie Victron Lithium Smart LiFePO4 12,8V 200Ah', reference: 'BAT512120610', brand: 'Victron Energy', type: 'Batterie Lithium',
    price: 1790, original: 1990, stock: 8, rating: 4.8, reviews: 6, image: 'victron-lifepo4-200ah', battery: LFP, cycles: 5000, monitoring: true, lifespan: 10, capacity: '2.56kWh', power: '2560W', supplier: VOLTADIS,
    description: html(
      h2('Victron Lithium Smart 12,8 V 200 Ah'),
      p('La batterie <strong>Victron Lithium Smart 12,8 V 200 Ah</strong> stocke <strong>2,56 kWh</strong> dans un boîtier compact, idéal pour les sites isolés, les véhicules de loisirs et la marine.'),
      p('Le Bluetooth intégré affiche la tension de chaque cellule dans l’application VictronConnect. Un BMS externe (smallBMS ou Lynx Smart BMS) protège l’ensemble.'),
      ul('Jusqu’à 5 000 cycles à 80 % de profondeur de décharge', 'Montage série jusqu’à 48 V', 'Équilibrage actif des cellules'),
    ),
    specs: { 'Capacité nominale': '2,56 kWh', 'Tension nominale': '12,8 V', 'Capacité en Ah': '200 Ah', 'Chimie': LFP, 'Courant de décharge continu': '400 A', 'Communication': 'Bluetooth', 'Poids': '23 kg' },
    docs: { sheet: 'victron-lithium', manual: 'victron-lithium', compat: 'victron-lithium' },
  }),
  product({
    id: 70, name: 'Onduleur-chargeur Victron MultiPlus-II 48/5000/70-50', reference: 'PMP482505010', brand: 'Victron Energy', type: 'Onduleur hybride',
    price: 1349, stock: 15, rating: 4.9, reviews: 14, image: 'victron-multiplus-ii', monitoring: true, lifespan: 5, power: '4000W', supplier: VOLTADIS,
    description: html(
      h2('Victron MultiPlus-II 48/5000/70-50'),
      p('Le <strong>MultiPlus-II</strong> combine un onduleur sinusoïdal pur de <strong>5 000 VA</strong>, un chargeur de 70 A et un commutateur de transfert. Associé à un Cerbo GX et à des régulateurs MPPT, il forme un système de stockage ESS complet.'),
      p('Il fonctionne raccordé au réseau, en secours ou en site isolé, et peut être mis en parallèle ou en triphasé jusqu’à 6 appareils par phase.'),
      ul('Transfert en moins de 20 ms', 'Compatible batteries lithium 48 V (Pylontech, Victron)', 'Supervision sur le portail VRM'),
    ),
    specs: { 'Puissance nominale': '5 000 VA / 4 000 W', 'Tension batterie': '48 V', 'Courant de charge': '70 A', 'Commutateur de transfert': '50 A', 'Rendement max.': '96 %', 'Communication': 'VE.Bus', 'Poids': '30 kg' },
    docs: { sheet: 'victron-multiplus', manual: 'victron-multiplus', compat: 'victron-multiplus' },
  }),
  product({
    id: 71, name: 'Compteur d’énergie Victron ET340 triphasé', reference: 'REL200100000', brand: 'Victron Energy', type: 'Compteur intelligent',
    price: 239, stock: 26, rating: 4.6, reviews: 4, image: 'victron-et340', monitoring: true, supplier: VOLTADIS,
    description: meterDescription('compteur d’énergie Victron ET340', 'mesure en temps réel les échanges avec le réseau pour le mode ESS du MultiPlus-II : autoconsommation, limitation d’injection et pilotage de la batterie.'),
    specs: { 'Raccordement': 'Triphasé 400 V', 'Mesure': 'Directe 65 A par phase', 'Communication': 'RS485 vers Cerbo GX', 'Montage': 'Rail DIN, 3 modules', 'Précision': 'Classe 1', 'Compatibilité': 'ESS Victron' },
    docs: { sheet: 'compteurs', manual: 'compteurs', compat: 'compteurs' },
  }),
  product({
    id: 72, name: 'Interface de configuration Victron MK3-USB', reference: 'ASS030140000', brand: 'Victron Energy', type: 'Outil',
    price: 75, stock: 44, rating: 4.7, reviews: 8, image: 'victron-mk3-usb', supplier: VOLTADIS,
    description: toolDescription('interface Victron MK3-USB', 'relie un onduleur-chargeur MultiPlus ou Quattro à un ordinateur pour le paramétrer avec VEConfigure et mettre à jour son micrologiciel.'),
    specs: { 'Connexion': 'VE.Bus (RJ45) vers USB', 'Logiciels': 'VEConfigure, VictronConnect', 'Alimentation': 'Par le port USB', 'Longueur de câble': '1,8 m', 'Compatibilité': 'MultiPlus, MultiPlus-II, Quattro' },
    docs: { sheet: 'victron-interfaces', manual: 'victron-interfaces', compat: 'victron-interfaces' },
  }),
  product({
    id: 73, name: 'Interface Victron VE.Direct vers USB', reference: 'ASS030530010', brand: 'Victron Energy', type: 'Outil',
    price: 32, stock: 67, rating: 4.5, reviews: 5, image: 'victron-ve-direct-usb', supplier: VOLTADIS,
    description: toolDescription('interface Victron VE.Direct vers USB', 'raccorde un régulateur MPPT, un contrôleur de batterie ou un onduleur Phoenix à un ordinateur ou à un GX pour le réglage et la supervision.'),
    specs: { 'Connexion': 'VE.Direct vers USB', 'Logiciels': 'VictronConnect', 'Isolation': 'Galvanique', 'Longueur de câble': '1,5 m', 'Compatibilité': 'SmartSolar, BMV, Phoenix' },
    docs: { sheet: 'victron-interfaces', manual: 'victron-interfaces', compat: 'victron-interfaces' },
  }),
  product({
    id: 74, name: 'Centre de supervision Victron Cerbo GX', reference: 'BPP900450100', brand: 'Victron Energy', type: 'Accessoire',
    price: 289, stock: 21, rating: 4.8, reviews: 10, image: 'victron-cerbo-gx', monitoring: true, lifespan: 5, supplier: VOLTADIS,
    description: html(
      h2('Victron Cerbo GX'),
      p('Le <strong>Cerbo GX</strong> est le cœur de communication d’une installation Victron : il réunit onduleurs, régulateurs, batteries et compteurs et publie leurs données sur le portail VRM.'),
      p('Il pilote le mode ESS, gère la communication CAN avec les batteries lithium (Pylontech notamment) et se commande depuis l’écran tactile GX Touch en option.'),
    ),
    specs: { 'Ports': 'VE.Bus, 3 × VE.Direct, 2 × VE.Can, BMS-Can', 'Connexion internet': 'Ethernet, Wi-Fi', 'Portail': 'VRM', 'Alimentation': '8 – 70 V DC', 'Montage': 'Mural ou rail DIN', 'Poids': '0,3 kg' },
    docs: { sheet: 'victron-interfaces', manual: 'victron-interfaces', compat: 'victron-interfaces' },
  }),
  product({
    id: 75, name: 'Câble Victron VE.Direct 1,8 m', reference: 'ASS030530218', brand: 'Victron Energy', type: 'Câble',
    price: 11.5, stock: 300, rating: 4.6, reviews: 6, image: 'victron-ve-direct-cable', supplier: VOLTADIS,
    description: cableDescription('câble Victron VE.Direct de 1,8 m', 'relie un régulateur SmartSolar, un contrôleur BMV ou un onduleur Phoenix au Cerbo GX pour la supervision.'),
    specs: { 'Longueur': '1,8 m', 'Connecteurs': 'VE.Direct / VE.Direct', 'Connecteur coudé': 'Non', 'Compatibilité': 'Produits VE.Direct', 'Gaine': 'PVC' },
    docs: { sheet: 'victron-interfaces', manual: 'victron-interfaces', compat: 'victron-interfaces' },
  }),
  // --- DMEGC ----------------------------------------------------------------------------------
  product({
    id: 76, name: 'Panneau solaire DMEGC 430 Wc Full Black DM430M10RT-B54HBB', reference: 'DM430M10RT-B54HBB', brand: 'DMEGC', type: 'Panneau solaire',
    price: 104, original: 119, stock: 1260, rating: 4.7, reviews: 26, best: true, image: 'dmegc-430-full-black', lifespan: 30, power: '430W', supplier: SOLARIS,
    description: panelDescription('Panneau solaire DMEGC 430 Wc Full Black', '430 Wc', 'et technologie TOPCon bifaciale, au design entièrement noir pour les toitures résidentielles'),
    specs: panelSpecs('430 Wc', '22,0 %', '38,9 V', '13,9 A', '1 722 × 1 134 × 30 mm', '22,5 kg', '108 demi-cellules N-type TOPCon'),
    docs: { sheet: 'dmegc-panneaux', manual: 'dmegc-panneaux', compat: 'dmegc-panneaux' },
  }),
  product({
    id: 77, name: 'Panneau solaire DMEGC 460 Wc DM460M10RT-54HSW', reference: 'DM460M10RT-54HSW', brand: 'DMEGC', type: 'Panneau solaire',
    price: 112, stock: 0, rating: 4.6, reviews: 8, image: 'dmegc-460', lifespan: 30, power: '460W', supplier: SOLARIS,
    description: panelDescription('Panneau solaire DMEGC 460 Wc', '460 Wc', 'N-type TOPCon à cadre argent et fond blanc'),
    specs: panelSpecs('460 Wc', '22,5 %', '39,6 V', '14,6 A', '1 762 × 1 134 × 30 mm', '21,5 kg', '108 demi-cellules N-type TOPCon'),
    docs: { sheet: 'dmegc-panneaux', manual: 'dmegc-panneaux', compat: 'dmegc-panneaux' },
  }),
  product({
    id: 78, name: 'Panneau solaire bifacial DMEGC 500 Wc DM500M10RT-B60HBT', reference: 'DM500M10RT-B60HBT', brand: 'DMEGC', type: 'Panneau solaire',
    price: 129, stock: 420, rating: 4.6, reviews: 9, image: 'dmegc-500-bifacial', lifespan: 30, power: '500W', supplier: SOLARIS,
    description: panelDescription('Panneau solaire bifacial DMEGC 500 Wc', '500 Wc', 'bifaciales verre-verre, qui captent aussi la lumière réfléchie en face arrière (toitures terrasses, ombrières, centrales au sol)'),
    specs: panelSpecs('500 Wc', '22,4 %', '44,5 V', '14,3 A', '1 954 × 1 134 × 30 mm', '27 kg', '120 demi-cellules N-type bifaciales'),
    docs: { sheet: 'dmegc-panneaux', manual: 'dmegc-panneaux', compat: 'dmegc-panneaux' },
  }),
  product({
    id: 79, name: 'Carport solaire DMEGC 1 place, 8 panneaux 430 Wc (3,44 kWc)', reference: 'CARPORT-DM-1P-344', brand: 'DMEGC', type: 'Carport',
    price: 4890, stock: 4, rating: 4.5, reviews: 3, image: 'dmegc-carport-1p', lifespan: 30, power: '3440W', supplier: SOLARIS,
    description: carportDescription('Carport solaire DMEGC 1 place', 'une place de stationnement', '3,44 kWc'),
    specs: carportSpecs('3,44 kWc', '8 × DMEGC 430 Wc Full Black', '5,2 × 3,1 m', '2,30 m', 'Aluminium et acier galvanisé'),
    docs: { sheet: 'dmegc-carport', manual: 'dmegc-carport', compat: 'dmegc-carport' },
  }),
  product({
    id: 80, name: 'Carport solaire DMEGC 2 places, 16 panneaux 430 Wc (6,88 kWc)', reference: 'CARPORT-DM-2P-688', brand: 'DMEGC', type: 'Carport',
    price: 8290, original: 8990, stock: 0, rating: 4.6, reviews: 2, image: 'dmegc-carport-2p', lifespan: 30, power: '6880W', supplier: SOLARIS,
    description: carportDescription('Carport solaire DMEGC 2 places', 'deux places de stationnement', '6,88 kWc'),
    specs: carportSpecs('6,88 kWc', '16 × DMEGC 430 Wc Full Black', '5,2 × 6,0 m', '2,30 m', 'Aluminium et acier galvanisé'),
    docs: { sheet: 'dmegc-carport', manual: 'dmegc-carport', compat: 'dmegc-carport' },
  }),
  // --- Optimisers (Tigo, distributed by Voltadis) ---------------------------------------------
  product({
    id: 81, name: 'Optimiseur de puissance Tigo TS4-A-O 700 W', reference: 'TS4-A-O-700', brand: 'Tigo', type: 'Optimiseur',
    price: 54, stock: 480, rating: 4.5, reviews: 12, image: 'tigo-ts4-a-o', monitoring: true, lifespan: 25, power: '700W', supplier: VOLTADIS,
    description: optimiserDescription('optimiseur Tigo TS4-A-O', 'optimise individuellement la production de chaque panneau d’une chaîne : ombrages, salissures et orientations multiples ne pénalisent plus l’ensemble. Il apporte aussi la coupure rapide panneau par panneau.'),
    specs: optimiserSpecs('700 W', '80 V', '15 A', 'Optimisation, supervision, coupure rapide', 'IP68'),
    docs: { sheet: 'tigo-ts4', manual: 'tigo-ts4', compat: 'tigo-ts4' },
  }),
  product({
    id: 82, name: 'Module de sécurité Tigo TS4-A-F 700 W (coupure rapide)', reference: 'TS4-A-F-700', brand: 'Tigo', type: 'Optimiseur',
    price: 42, stock: 260, rating: 4.4, reviews: 5, image: 'tigo-ts4-a-f', monitoring: false, lifespan: 25, power: '700W', supplier: VOLTADIS,
    description: optimiserDescription('module Tigo TS4-A-F', 'ramène la tension de chaque panneau à moins de 1 V sur commande ou en cas de coupure réseau : la sécurité des pompiers et des intervenants sur les toitures.'),
    specs: optimiserSpecs('700 W', '80 V', '15 A', 'Coupure rapide (sécurité incendie)', 'IP68'),
    docs: { sheet: 'tigo-ts4', manual: 'tigo-ts4', compat: 'tigo-ts4' },
  }),
];

// ---------------------------------------------------------------------------------------------
// Reviews (installers' comments)
// ---------------------------------------------------------------------------------------------

export const reviews: SeedReview[] = [
  { product_id: 2, user_name: 'Thomas Lefèvre', rating: 5, comment: 'Troisième chantier avec des US5000 sur Deye SUN-5K : reconnues en CAN du premier coup, aucun réglage à faire. Livraison en 4 jours, palette bien filmée.', created_at: '2025-03-12T09:14:00Z' },
  { product_id: 2, user_name: 'Électricité Morel SARL', rating: 5, comment: 'Batterie sérieuse, bien finie, poignées pratiques pour la mise en rack. On en pose deux par semaine.', created_at: '2025-05-28T16:40:00Z' },
  { product_id: 2, user_name: 'Karim B.', rating: 4, comment: 'Très bon produit. Seul bémol : les câbles de liaison fournis sont un peu courts pour une pose murale avec supports.', created_at: '2025-08-03T07:55:00Z' },
  { product_id: 4, user_name: 'Sophie Garnier', rating: 5, comment: 'Idéale pour démarrer un stockage chez un particulier, on ajoute des modules l’année suivante sans souci. Prix imbattable.', created_at: '2025-02-19T13:22:00Z' },
  { product_id: 4, user_name: 'Solaire Alpes Services', rating: 5, comment: 'Commande de 24 batteries livrée complète, numéros de série conformes au bon de livraison. Rien à redire.', created_at: '2025-06-10T10:05:00Z' },
  { product_id: 6, user_name: 'Julien Perrin', rating: 5, comment: 'Force H3 posée en 40 minutes sur un Deye triphasé. L’empilement sans câble est vraiment un gain de temps.', created_at: '2025-04-02T15:30:00Z' },
  { product_id: 6, user_name: 'Nicolas Fabre', rating: 5, comment: 'Bon rapport qualité prix pour de la haute tension. Le support technique m’a aidé pour la mise à jour du BMS.', created_at: '2025-09-15T08:45:00Z' },
  { product_id: 23, user_name: 'Énergies Vertes du Béarn', rating: 5, comment: 'Force H2 14,2 kWh installée chez un client agriculteur, fonctionne parfaitement avec un onduleur haute tension.', created_at: '2025-07-21T11:12:00Z' },
  { product_id: 3, user_name: 'Marc-Antoine Roux', rating: 5, comment: 'UP2500 montée dans un fourgon aménagé avec un Victron 24 V, parfait. Dommage qu’elle soit souvent en rupture.', created_at: '2025-01-27T18:03:00Z' },
  { product_id: 5, user_name: 'Pascal Guillot', rating: 4, comment: 'Remplace avantageusement nos batteries AGM sur les sites isolés. Penser à adapter la courbe de charge du régulateur.', created_at: '2025-03-30T09:48:00Z' },
  { product_id: 1, user_name: 'Laurent Besson', rating: 5, comment: 'Force L2 très propre visuellement, le client a adoré. Installation et paramétrage sur SMA Sunny Island sans difficulté.', created_at: '2025-06-25T14:20:00Z' },
  { product_id: 21, user_name: 'Amandine Colin', rating: 5, comment: 'US3000C livrée rapidement, communication RS485 OK avec un Growatt SPH. Client satisfait.', created_at: '2025-04-18T12:00:00Z' },
  { product_id: 34, user_name: 'Installations Solaires Dubois', rating: 5, comment: 'Le SUN-5K est devenu notre onduleur hybride de référence en monophasé. L’appli Solarman est claire pour les clients.', created_at: '2025-05-06T07:35:00Z' },
  { product_id: 34, user_name: 'Yann Le Goff', rating: 4, comment: 'Bon onduleur, mais le ventilateur s’entend dans un garage. À poser hors des pièces de vie.', created_at: '2025-09-02T17:10:00Z' },
  { product_id: 35, user_name: 'Olivier Marchal', rating: 5, comment: 'Triphasé 8 kW avec deux US5000 : l’équilibrage des phases fonctionne très bien, la sortie secours aussi.', created_at: '2025-07-08T10:27:00Z' },
  { product_id: 46, user_name: 'Camille Robin', rating: 5, comment: 'Le HMS-800 avec la DTU-WLite, c’est notre kit standard pour les petites toitures. Fiable et très peu de retours SAV.', created_at: '2025-03-04T08:15:00Z' },
  { product_id: 46, user_name: 'Sud Énergie Pose', rating: 5, comment: 'Prix très compétitif et stock toujours disponible. Commandé le lundi, posé le jeudi.', created_at: '2025-08-19T13:50:00Z' },
  { product_id: 50, user_name: 'Frédéric Lambert', rating: 4, comment: 'DTU-Pro-S stable en Ethernet. En Wi-Fi, prévoir un bon signal dans le local technique.', created_at: '2025-02-11T16:25:00Z' },
  { product_id: 55, user_name: 'Hélène Mercier', rating: 5, comment: 'Enphase reste la référence en qualité. Les IQ8MC fonctionnent même en cas de coupure avec la batterie, un vrai plus.', created_at: '2025-06-02T09:00:00Z' },
  { product_id: 58, user_name: 'Bruno Chevalier', rating: 4, comment: 'Passerelle indispensable, mise en service rapide avec l’appli Installer. Les tores sont un peu justes pour de gros câbles.', created_at: '2025-04-24T15:05:00Z' },
  { product_id: 64, user_name: 'Atelier Solaire Breton', rating: 5, comment: 'MPPT 100/30 : qualité Victron, Bluetooth très pratique pour vérifier une installation sans ouvrir le coffret.', created_at: '2025-05-15T11:40:00Z' },
  { product_id: 70, user_name: 'Vincent Aubert', rating: 5, comment: 'MultiPlus-II avec Cerbo GX et Pylontech US5000 : l’ESS tourne sans accroc depuis six mois.', created_at: '2025-01-09T14:55:00Z' },
  { product_id: 76, user_name: 'Toitures Solaires du Nord', rating: 5, comment: 'Panneaux Full Black très esthétiques, flash-test fourni pour chaque palette. Aucune casse à la livraison.', created_at: '2025-07-29T08:30:00Z' },
  { product_id: 76, user_name: 'Damien Poirier', rating: 4, comment: 'Bon panneau, production conforme. Les câbles de 1,2 m imposent parfois une rallonge en pose paysage.', created_at: '2025-09-10T12:18:00Z' },
  { product_id: 79, user_name: 'Stéphanie Carré', rating: 5, comment: 'Carport monté en une journée à deux. Plans clairs et visserie complète, le client est ravi.', created_at: '2025-08-26T10:45:00Z' },
  { product_id: 81, user_name: 'Guillaume Renaud', rating: 4, comment: 'Les TS4-A-O ont sauvé une toiture très ombragée par une cheminée. Mise en service avec la CCA un peu longue.', created_at: '2025-06-17T16:00:00Z' },
];
