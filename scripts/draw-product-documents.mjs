#!/usr/bin/env node
// Writes the catalogue's product documents (storefront/public/docs/*.pdf) that complete the
// datasheets: installation manuals, compatibility guides, warranty sheets and the few missing
// technical sheets, so every seeded product offers the spec's four documents.
// `node scripts/draw-product-documents.mjs` (pdf-lib, a root dev dependency). Existing files
// are left alone unless `--force` is given; the output is committed (2–3 kB per page).
//
// Same page as the datasheets: Letter size, navy header band with an amber rule, Helvetica.
// Which product gets which file is decided in backend/src/database/seed/catalogue.data.ts;
// a unit test there checks that every file it names exists.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'storefront', 'public', 'docs');
const FORCE = process.argv.includes('--force');

const NAVY = rgb(0.059, 0.165, 0.29);
const AMBER = rgb(0.961, 0.639, 0);
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.4, 0.47);

/** One page: header band, title, subtitle, then sections of lines (wrapped to the page width). */
async function writePdf(fileName, { kind, title, subtitle, sections }) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('Stockwatt');
  doc.setLanguage('fr-FR');
  // Fixed dates: the same input writes the same bytes.
  doc.setCreationDate(new Date('2026-11-23T00:00:00Z'));
  doc.setModificationDate(new Date('2026-11-23T00:00:00Z'));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([612, 792]);
  page.drawRectangle({ x: 0, y: 742, width: 612, height: 50, color: NAVY });
  page.drawRectangle({ x: 0, y: 738, width: 612, height: 4, color: AMBER });
  page.drawText('STOCKWATT', { x: 56, y: 758, size: 20, font: bold, color: rgb(1, 1, 1) });
  page.drawText(kind, { x: 556 - regular.widthOfTextAtSize(kind, 10), y: 760, size: 10, font: regular, color: rgb(1, 1, 1) });

  let y = 690;
  const line = (text, { size = 11, font = regular, color = INK, indent = 0, gap = 17 } = {}) => {
    const words = text.split(' ');
    let current = '';
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > 500 - indent && current) {
        page.drawText(current, { x: 56 + indent, y, size, font, color });
        y -= gap;
        current = word;
      } else current = next;
    }
    page.drawText(current, { x: 56 + indent, y, size, font, color });
    y -= gap;
  };
  line(title, { size: 20, font: bold, gap: 28 });
  line(subtitle, { size: 12, color: MUTED, gap: 30 });
  for (const [heading, lines] of sections) {
    line(heading, { size: 14, font: bold, gap: 22 });
    for (const text of lines) line(`- ${text}`, { indent: 14 });
    y -= 10;
  }
  page.drawText('Stockwatt - documentation fournie à titre indicatif ; se reporter aux notices du fabricant.', {
    x: 56,
    y: 40,
    size: 8,
    font: regular,
    color: MUTED,
  });
  writeFileSync(join(OUT, fileName), await doc.save({ useObjectStreams: false }));
}

// ---------------------------------------------------------------------------------------------
// Installation manuals (manuel-installation-<key>.pdf), by kind of equipment
// ---------------------------------------------------------------------------------------------

const SAFETY = [
  'Travaux réservés à un installateur qualifié (habilitation électrique adaptée).',
  'Couper et consigner toutes les sources (réseau, champ PV, batteries) avant intervention.',
  'Respecter la norme NF C 15-100 et le guide UTE C 15-712 pour les installations PV.',
];

const STEPS = {
  battery: [
    [
      'Montage',
      [
        'Poser la batterie au sol ou au mur sur un support stable, à l’abri du soleil et du gel (0 à 45 °C).',
        'Laisser 10 cm de dégagement autour des faces ventilées.',
      ],
    ],
    [
      'Raccordement',
      [
        'Relier les bornes + et - à l’onduleur avec les câbles fournis, section adaptée au courant.',
        'Brancher le câble de communication CAN ou RS485 sur le port BMS de l’onduleur.',
        'Régler l’adresse de la batterie maître (DIP switch) en cas de mise en parallèle.',
      ],
    ],
    [
      'Mise en service',
      [
        'Allumer la batterie, puis l’onduleur ; vérifier la communication BMS dans le menu de l’onduleur.',
        'Choisir le profil de batterie du fabricant (lithium, protocole CAN).',
      ],
    ],
  ],
  bms: [
    [
      'Montage',
      [
        'Empiler le BMS en haut de la colonne de modules, verrouillages engagés.',
        'Vérifier la compatibilité de version (V1/V2) entre BMS et modules.',
      ],
    ],
    [
      'Raccordement',
      [
        'Relier la sortie puissance du BMS à l’entrée batterie haute tension de l’onduleur.',
        'Raccorder le bus CAN du BMS au port BMS de l’onduleur.',
      ],
    ],
    [
      'Mise en service',
      [
        'Mettre le BMS sous tension, attendre l’auto-test des modules (voyants fixes).',
        'Lancer la recherche batterie dans le menu de l’onduleur.',
      ],
    ],
  ],
  inverter: [
    [
      'Montage',
      [
        'Fixer l’onduleur au mur sur une surface non inflammable, en position verticale.',
        'Respecter les dégagements de ventilation indiqués sur la fiche technique.',
      ],
    ],
    [
      'Raccordement',
      [
        'Raccorder le champ PV (polarité contrôlée), puis la sortie AC via un disjoncteur dédié.',
        'Raccorder la batterie et son câble de communication BMS le cas échéant.',
        'Installer le compteur ou les tores de mesure au point de livraison.',
      ],
    ],
    [
      'Mise en service',
      [
        'Paramétrer le code réseau (France : VDE-AR-N 4105 / DIN VDE V 0126-1-1) et la date.',
        'Déclarer l’installation au gestionnaire de réseau avant l’injection.',
      ],
    ],
  ],
  micro: [
    [
      'Montage',
      [
        'Fixer chaque micro-onduleur sur le rail, sous le ou les panneaux qu’il dessert.',
        'Relever le numéro de série sur le plan de calepinage.',
      ],
    ],
    [
      'Raccordement',
      ['Brancher les connecteurs DC des panneaux, puis le câble AC principal.', 'Terminer la ligne par un bouchon d’étanchéité.'],
    ],
    [
      'Mise en service',
      [
        'Enclencher le disjoncteur AC : les micro-onduleurs démarrent après 2 minutes environ.',
        'Associer les micro-onduleurs à la passerelle de supervision.',
      ],
    ],
  ],
  monitoring: [
    ['Montage', ['Installer l’équipement sur rail DIN ou au mur, à portée du réseau Wi-Fi ou Ethernet.']],
    [
      'Raccordement',
      [
        'Raccorder l’alimentation et, pour un compteur, les tores de mesure dans le sens indiqué.',
        'Relier la liaison RS485 ou le réseau local de supervision.',
      ],
    ],
    [
      'Mise en service',
      ['Ajouter l’équipement dans l’application de supervision du fabricant.', 'Vérifier la remontée des mesures sur 24 heures.'],
    ],
  ],
  panel: [
    [
      'Montage',
      [
        'Fixer les panneaux sur la structure avec 4 brides, dans les zones de serrage du fabricant.',
        'Respecter les couples de serrage et les charges de neige et de vent du site.',
      ],
    ],
    [
      'Raccordement',
      ['Câbler les chaînes en série avec des connecteurs de même référence.', 'Relier les cadres à la liaison équipotentielle des masses.'],
    ],
    ['Mise en service', ['Mesurer la tension à vide de chaque chaîne avant raccordement à l’onduleur.']],
  ],
  accessory: [
    [
      'Montage',
      [
        'Vérifier le contenu du colis et la référence de l’équipement associé.',
        'Monter l’accessoire selon le schéma, sans modifier l’équipement.',
      ],
    ],
    ['Raccordement', ['Serrer les connexions au couple indiqué et contrôler la polarité.']],
    ['Contrôle', ['Contrôler le fonctionnement de l’ensemble après remise sous tension.']],
  ],
};

const MANUALS = {
  'force-l1': ['Pylontech Force L1', 'battery'],
  rt12100: ['Pylontech RT12100', 'battery'],
  'pelio-l': ['Pylontech Pelio-L', 'battery'],
  'force-h1': ['Pylontech Force H1', 'bms'],
  'pylontech-haute-tension': ['BMS et modules haute tension Pylontech', 'bms'],
  'lv-hub': ['Pylontech LV-HUB', 'monitoring'],
  'deye-g05': ['Deye SUN-G05 triphasé', 'inverter'],
  'deye-micro': ['Deye SUN-M80G4', 'micro'],
  'deye-batteries': ['Batteries Deye SE-G5.1 Pro-B et BOS-G', 'battery'],
  compteurs: ['Compteurs intelligents', 'monitoring'],
  'enphase-iq-battery': ['Enphase IQ Battery 5P', 'battery'],
  'victron-mppt': ['Victron SmartSolar MPPT', 'inverter'],
  'victron-bms': ['Victron Lynx Smart BMS et smallBMS', 'bms'],
  'victron-lithium': ['Victron Lithium Smart', 'battery'],
  'victron-multiplus': ['Victron MultiPlus-II', 'inverter'],
  'victron-interfaces': ['Interfaces et supervision Victron', 'monitoring'],
  'dmegc-panneaux': ['Panneaux DMEGC', 'panel'],
  'tigo-ts4': ['Tigo TS4-A', 'accessory'],
};

// ---------------------------------------------------------------------------------------------
// Compatibility guides (guide-compatibilite-<key>.pdf): the inverters and BMS of each family
// ---------------------------------------------------------------------------------------------

const PYLONTECH_LV_INVERTERS = [
  'Deye SUN-5K-SG04LP1-EU (monophasé 48 V)',
  'Deye SUN-8K-SG04LP3-EU et SUN-12K-SG04LP3-EU (triphasé 48 V)',
  'Victron Energy MultiPlus-II 48/5000/70-50',
  'SMA Sunny Island 4.4M / 6.0H / 8.0H',
  'Solis RHI-3.6K-48ES-5G',
  'Growatt SPF 5000 ES',
];
const PYLONTECH_HV_INVERTERS = [
  'Deye SUN-5K à 12K-SG01HP3-EU-AM2 (haute tension)',
  'SolaX X3-Hybrid G4',
  'GoodWe ET Plus+',
  'Sungrow SH5.0RT à SH10RT',
];

const COMPAT = {
  'pylontech-us': [
    'Pylontech US2000C, US3000C, US5000 et UP2500',
    [
      ['Onduleurs compatibles', PYLONTECH_LV_INVERTERS],
      [
        'BMS et passerelles',
        [
          'BMS intégré à chaque batterie (maître + esclaves, 16 batteries max.)',
          'Pylontech LV-HUB pour plusieurs colonnes',
          'Victron Cerbo GX (protocole CAN-bus BMS)',
        ],
      ],
      ['Accessoires', ['Supports de fixation Pylontech US2000C / US3000C / US5000', 'Câbles de liaison et de communication Pylontech']],
    ],
  ],
  'force-l': [
    'Pylontech Force L1 et Force L2',
    [
      ['Onduleurs compatibles', PYLONTECH_LV_INVERTERS],
      ['BMS', ['BMS FC0500 intégré au socle de la colonne', 'Pylontech LV-HUB pour mettre plusieurs colonnes en parallèle']],
    ],
  ],
  'force-h1': [
    'Pylontech Force H1',
    [
      ['Onduleurs compatibles', PYLONTECH_HV_INVERTERS],
      ['BMS compatible', ['Pylontech FC0500-40S-V2 (2 à 7 modules FH48074)']],
    ],
  ],
  'force-h2': [
    'Pylontech Force H2',
    [
      ['Onduleurs compatibles', PYLONTECH_HV_INVERTERS],
      ['BMS compatibles', ['Pylontech FC0500M-40S-V2 (Force H2 V2)', 'Pylontech FC0500M-40S-V1 (Force H2 V1) : ne pas mélanger V1 et V2']],
    ],
  ],
  'force-h3': [
    'Pylontech Force H3',
    [
      ['Onduleurs compatibles', [...PYLONTECH_HV_INVERTERS, 'Fronius Symo GEN24 Plus']],
      ['BMS compatible', ['Pylontech FC1000 (2 à 6 modules FH10050)']],
    ],
  ],
  'pylontech-hv': [
    'BMS haute tension Pylontech SC et modules H48',
    [
      ['Onduleurs compatibles', PYLONTECH_HV_INVERTERS],
      [
        'BMS et modules',
        ['Pylontech SC1000-100S-V2 et SC0500-100S avec modules H48074 / H48050', 'Pylontech SC0500-40S avec modules H48050'],
      ],
    ],
  ],
  rt12100: [
    'Pylontech RT12100 (12 V)',
    [
      [
        'Chargeurs et onduleurs compatibles',
        ['Victron Energy SmartSolar MPPT 100/30 et 150/35', 'Victron Energy MultiPlus 12 V', 'Tout chargeur lithium 14,2 à 14,6 V'],
      ],
      ['BMS', ['BMS interne RT12100 (mise en série jusqu’à 4 batteries)']],
    ],
  ],
  'pelio-l': [
    'Pylontech Pelio-L',
    [
      ['Onduleurs compatibles', PYLONTECH_LV_INVERTERS],
      ['BMS', ['BMS intégré, communication CAN / RS485']],
    ],
  ],
  'lv-hub': [
    'Pylontech LV-HUB',
    [
      ['Batteries et BMS compatibles', ['Pylontech US2000C, US3000C, US5000, UP2500', 'Colonnes Force L1 / Force L2 (jusqu’à 6 groupes)']],
      ['Onduleurs compatibles', PYLONTECH_LV_INVERTERS],
    ],
  ],
  'deye-hybride': [
    'Onduleurs hybrides Deye SG04LP (48 V)',
    [
      [
        'Batteries et BMS compatibles',
        ['Pylontech US2000C, US3000C, US5000, Force L1 / L2 (CAN)', 'Deye SE-G5.1 Pro-B', 'Victron Lithium Smart via Lynx Smart BMS'],
      ],
      ['Supervision', ['Clé Wi-Fi Deye LSW-3', 'Compteur Deye DTSU666']],
    ],
  ],
  'deye-g05': [
    'Onduleurs triphasés Deye SUN-G05',
    [
      ['Compteurs et supervision compatibles', ['Compteur Deye DTSU666 (limitation d’injection)', 'Clé Wi-Fi Deye LSW-3']],
      ['Stockage', ['Onduleur réseau sans batterie : associer un onduleur hybride Deye SG04LP3 pour le stockage']],
    ],
  ],
  'deye-micro': [
    'Micro-onduleurs Deye SUN-M80G4',
    [
      ['Panneaux compatibles', ['Modules 350 à 600 Wc, dont DMEGC 430, 460 et 500 Wc']],
      ['Supervision', ['Wi-Fi intégré, application Solarman']],
    ],
  ],
  'deye-batteries': [
    'Batteries Deye SE-G5.1 Pro-B et BOS-G',
    [
      [
        'Onduleurs compatibles',
        ['Deye SUN-5K-SG04LP1-EU', 'Deye SUN-8K / SUN-12K-SG04LP3-EU', 'Deye SUN-xK-SG01HP3 (BOS-G haute tension)'],
      ],
      ['BMS compatible', ['Deye HVB750V/100A-EU pour modules BOS-G']],
    ],
  ],
  compteurs: [
    'Compteurs intelligents DTSU666, DDSU666 et ET340',
    [
      [
        'Onduleurs compatibles',
        [
          'Deye SG04LP, SG01HP3 et SUN-G05 (DTSU666)',
          'Hoymiles HMS / HMT avec DTU-Pro-S (DDSU666)',
          'Victron Energy GX : Cerbo GX (ET340)',
        ],
      ],
    ],
  ],
  'hoymiles-micro': [
    'Micro-onduleurs Hoymiles HMS et HMT',
    [
      ['Passerelles compatibles', ['Hoymiles DTU-Pro-S (jusqu’à 99 panneaux)', 'Hoymiles DTU-WLite-S (jusqu’à 4 micro-onduleurs)']],
      [
        'Compteur et accessoires',
        ['Compteur Hoymiles DDSU666 pour la limitation d’injection', 'Câble AC principal 12 AWG et outil de déverrouillage Hoymiles'],
      ],
    ],
  ],
  'enphase-iq8': [
    'Enphase IQ8',
    [
      ['Passerelle compatible', ['Enphase IQ Gateway Metered ENV-S-WM-230']],
      ['Batterie compatible', ['Enphase IQ Battery 5P (couplage AC)']],
      ['Câblage', ['IQ Cable Q-25-10-240 (portrait) et Q-25-17-240 (paysage)', 'Bouchon Q-TERM-R-10 et outil Q-DISC-10']],
    ],
  ],
  'enphase-iq-battery': [
    'Enphase IQ Battery 5P',
    [
      ['Micro-onduleurs compatibles', ['Enphase IQ8MC, IQ8HC et IQ8P']],
      ['Passerelle', ['Enphase IQ Gateway Metered ENV-S-WM-230 (obligatoire)']],
    ],
  ],
  'victron-mppt': [
    'Victron SmartSolar MPPT',
    [
      [
        'Batteries et BMS compatibles',
        [
          'Victron Lithium Smart avec Lynx Smart BMS ou smallBMS',
          'Pylontech US2000C / US3000C (via Cerbo GX, DVCC)',
          'Pylontech RT12100 (12 V)',
        ],
      ],
      ['Supervision', ['Victron Cerbo GX', 'Câble VE.Direct']],
    ],
  ],
  'victron-bms': [
    'Victron Lynx Smart BMS et smallBMS',
    [
      ['Batteries compatibles', ['Victron Lithium Smart 12,8 V et 25,6 V']],
      ['Onduleurs et chargeurs compatibles', ['Victron MultiPlus-II 48/5000/70-50', 'Victron SmartSolar MPPT (VE.Can / VE.Direct)']],
    ],
  ],
  'victron-lithium': [
    'Victron Lithium Smart',
    [
      ['BMS compatibles (obligatoire)', ['Victron Lynx Smart BMS 500 A', 'Victron smallBMS']],
      ['Onduleurs et chargeurs compatibles', ['Victron MultiPlus-II', 'Victron SmartSolar MPPT']],
    ],
  ],
  'victron-multiplus': [
    'Victron MultiPlus-II',
    [
      [
        'Batteries et BMS compatibles',
        ['Pylontech US2000C, US3000C, US5000, Force L1 / L2 (CAN via Cerbo GX)', 'Victron Lithium Smart avec Lynx Smart BMS'],
      ],
      ['Supervision et interfaces', ['Victron Cerbo GX', 'Interface MK3-USB (configuration VEConfigure)', 'Compteur Victron ET340']],
    ],
  ],
  'victron-interfaces': [
    'Interfaces et supervision Victron',
    [
      [
        'Équipements compatibles',
        ['Victron MultiPlus-II (VE.Bus, MK3-USB)', 'Victron SmartSolar MPPT (VE.Direct)', 'Victron Lynx Smart BMS (VE.Can)'],
      ],
      ['Batteries lues par le Cerbo GX', ['Pylontech US / Force L (CAN-bus BMS)', 'Victron Lithium Smart']],
    ],
  ],
  'dmegc-panneaux': [
    'Panneaux DMEGC',
    [
      [
        'Onduleurs et micro-onduleurs compatibles',
        ['Hoymiles HMS-800-2T, HMS-1600-4T, HMS-2000-4T', 'Enphase IQ8HC et IQ8P', 'Deye SUN-M80G4, SG04LP et SUN-G05 (chaînes)'],
      ],
      ['Optimiseurs', ['Tigo TS4-A-O et TS4-A-F']],
    ],
  ],
  'dmegc-carport': [
    'Carports DMEGC',
    [
      ['Onduleurs compatibles', ['Deye SUN-5K-SG04LP1-EU (stockage possible)', 'Hoymiles HMS-1600-4T (4 micro-onduleurs pour 8 panneaux)']],
      ['Batteries associables', ['Pylontech US5000 ou Force L2 avec onduleur hybride']],
    ],
  ],
  'tigo-ts4': [
    'Tigo TS4-A',
    [
      ['Onduleurs compatibles', ['Onduleurs en chaîne Deye SUN-G05 et SG04LP', 'Onduleurs certifiés Tigo RSS (coupure rapide)']],
      ['Panneaux compatibles', ['DMEGC 430, 460 et 500 Wc (jusqu’à 700 W par optimiseur)']],
    ],
  ],
};

// ---------------------------------------------------------------------------------------------
// Warranty sheets (garantie-<brand>.pdf): the 10-year terms
// ---------------------------------------------------------------------------------------------

const WARRANTY = {
  pylontech: ['Pylontech', 'Capacité restituée d’au moins 70 % après 10 ans ou 6 000 cycles.'],
  deye: ['Deye', 'Onduleurs : 10 ans pièces et main-d’oeuvre fabricant ; batteries : 70 % de capacité à 10 ans.'],
  hoymiles: ['Hoymiles', 'Micro-onduleurs et passerelles : 10 ans, extensible à 25 ans pour les micro-onduleurs HMS/HMT.'],
  enphase: ['Enphase', 'Micro-onduleurs IQ8 : 10 ans en standard (25 ans après enregistrement) ; IQ Battery : 10 ans.'],
  victron: ['Victron Energy', 'Appareils Victron : 5 ans fabricant, portés à 10 ans par l’extension de garantie Stockwatt.'],
  dmegc: ['DMEGC', 'Panneaux : 15 ans produit et 30 ans de puissance linéaire ; structure de carport : 10 ans.'],
  tigo: ['Tigo', 'Optimiseurs TS4 : 10 ans (25 ans sur enregistrement de l’installation).'],
};

function warrantySections(brand, specific) {
  return [
    ['Durée et point de départ', ['Garantie de 10 ans à compter de la date de facture Stockwatt.', specific]],
    [
      'Ce qui est couvert',
      [
        'Défaut de matériaux ou de fabrication constaté en usage normal.',
        'Remplacement ou réparation de l’équipement, transport retour pris en charge.',
      ],
    ],
    [
      'Exclusions',
      [
        'Installation non conforme à la notice ou par une personne non qualifiée.',
        'Surtension, foudre, inondation, choc ou stockage hors plage de température.',
        'Modification du logiciel ou ouverture de l’équipement sans accord.',
      ],
    ],
    [
      'Mise en oeuvre',
      [
        `Demande au service après-vente Stockwatt avec la facture et le numéro de série ${brand}.`,
        'Diagnostic sous 5 jours ouvrés ; échange standard si le défaut est confirmé.',
        'La garantie légale de conformité et des vices cachés s’applique en plus.',
      ],
    ],
  ];
}

// ---------------------------------------------------------------------------------------------
// Technical sheets missing from the datasheet set (accessories)
// ---------------------------------------------------------------------------------------------

const SHEETS = {
  'supports-pylontech': [
    'Supports de fixation Pylontech',
    'Supports US2000C, US3000C et US5000',
    [
      [
        'Caractéristiques',
        [
          'Acier galvanisé peint, visserie inox fournie',
          'Montage mural ou empilement jusqu’à 4 batteries',
          'Charge admissible : 200 kg par colonne',
        ],
      ],
    ],
  ],
  'cables-pylontech': [
    'Câbles Pylontech',
    'Câbles de liaison et de communication',
    [
      [
        'Caractéristiques',
        [
          'Câbles de puissance 25 mm², cosses serties, longueur 2 m',
          'Câble de communication RJ45 batterie-onduleur, 3 m',
          'Brochage CAN / RS485 selon l’onduleur',
        ],
      ],
    ],
  ],
  'hoymiles-accessoires': [
    'Accessoires Hoymiles',
    'Câble AC principal et outil de déverrouillage',
    [
      [
        'Caractéristiques',
        [
          'Câble AC 12 AWG, 3 conducteurs, gaine UV, rouleau de 100 m',
          'Connecteurs IP67 tous les 1,3 ou 2,1 m',
          'Outil de déverrouillage des connecteurs AC, sans démontage',
        ],
      ],
    ],
  ],
  'enphase-accessoires': [
    'Accessoires Enphase',
    'Outil de déconnexion et bouchons de terminaison',
    [
      [
        'Caractéristiques',
        ['Outil Q-DISC-10 : déconnexion des câbles IQ Cable', 'Bouchons Q-TERM-R-10 : étanchéité IP67 en fin de ligne', 'Lot de 10 pièces'],
      ],
    ],
  ],
};

// ---------------------------------------------------------------------------------------------

const jobs = [];
for (const [key, [title, kind]] of Object.entries(MANUALS))
  jobs.push([
    `manuel-installation-${key}.pdf`,
    {
      kind: 'Manuel d’installation',
      title: `Manuel d’installation - ${title}`,
      subtitle: 'Pose, raccordement et mise en service',
      sections: [['Avant de commencer', SAFETY], ...STEPS[kind]],
    },
  ]);
for (const [key, [title, sections]] of Object.entries(COMPAT))
  jobs.push([
    `guide-compatibilite-${key}.pdf`,
    {
      kind: 'Guide de compatibilité',
      title: `Guide de compatibilité - ${title}`,
      subtitle: 'Équipements validés avec cette gamme (onduleurs, BMS, supervision)',
      sections,
    },
  ]);
for (const [key, [brand, specific]] of Object.entries(WARRANTY))
  jobs.push([
    `garantie-${key}.pdf`,
    {
      kind: 'Garantie',
      title: `Garantie 10 ans - ${brand}`,
      subtitle: `Conditions de garantie des équipements ${brand} vendus par Stockwatt`,
      sections: warrantySections(brand, specific),
    },
  ]);
for (const [key, [title, subtitle, sections]] of Object.entries(SHEETS))
  jobs.push([`fiche-technique-${key}.pdf`, { kind: 'Documentation technique', title: `Fiche technique - ${title}`, subtitle, sections }]);

mkdirSync(OUT, { recursive: true });
let written = 0;
for (const [fileName, content] of jobs) {
  if (!FORCE && existsSync(join(OUT, fileName))) continue;
  await writePdf(fileName, content);
  written += 1;
}
console.log(`${written} of ${jobs.length} documents written to ${OUT}`);
