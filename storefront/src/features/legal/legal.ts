import { company } from '../../lib/company';

export interface LegalSection {
  title: string;
  paragraphs: string[];
  list?: string[];
  link?: { to: string; label: string; before: string; after: string };
}
export interface LegalDoc {
  title: string;
  intro: string;
  updated: string;
  sections: LegalSection[];
}

const c = company;

export const legalDocs: Record<'terms' | 'privacy' | 'mentions', LegalDoc> = {
  terms: {
    title: 'Conditions Générales',
    intro: `Les présentes conditions générales de vente et d’utilisation régissent les relations entre ${c.name} et ses clients professionnels.`,
    updated: '2026-01-15',
    sections: [
      {
        title: '1. Préambule',
        paragraphs: [
          `Le site Stockwatt est édité par ${c.name}, société par actions simplifiée au capital de ${c.capital}, dont le siège social est situé ${c.address}, immatriculée au ${c.rcs}.`,
          'Les produits et services proposés sur le site sont exclusivement destinés aux professionnels (installateurs, intégrateurs, bureaux d’études, revendeurs), agissant dans le cadre de leur activité. Toute commande ou demande de devis implique l’acceptation sans réserve des présentes conditions générales, qui prévalent sur tout autre document du client, sauf accord écrit et préalable de Stockwatt.',
          'Stockwatt se réserve le droit de modifier les présentes conditions à tout moment ; les conditions applicables sont celles en vigueur à la date de la demande de devis ou de la commande.',
        ],
      },
      {
        title: '2. Services',
        paragraphs: [
          'Stockwatt commercialise du matériel de stockage d’énergie photovoltaïque : batteries lithium, systèmes de batteries haute tension, unités de gestion de batteries (BMS), modules, panneaux, micro-onduleurs, onduleurs triphasés, carports, supports et câbles.',
          'Le site permet de consulter le catalogue, d’adresser des demandes de devis, de créer un espace professionnel et de suivre ses demandes. Les photographies et illustrations des produits sont fournies à titre indicatif et n’ont pas de valeur contractuelle ; seules les fiches techniques des fabricants font foi.',
          'Stockwatt met à disposition un support technique d’avant-vente du lundi au vendredi, de 9h à 18h, sans que ce conseil ne se substitue à l’étude de dimensionnement qui reste de la responsabilité de l’installateur.',
        ],
      },
      {
        title: '3. Commandes et livraisons',
        paragraphs: [
          'Toute commande est précédée d’un devis établi par Stockwatt. La commande devient ferme à réception du devis signé ou du bon de commande du client et, le cas échéant, de l’acompte demandé. Stockwatt se réserve le droit de refuser une commande pour motif légitime, notamment en cas de litige de paiement antérieur.',
          'Les produits sont expédiés depuis nos centres logistiques de Lille, Bordeaux (France) et Rotterdam (Pays-Bas). Le délai de livraison indicatif est de 7 jours ouvrés à compter de la confirmation de commande pour les produits en stock ; les produits « Sur commande » font l’objet d’un délai communiqué sur le devis.',
          'La livraison est offerte en France métropolitaine à partir de 500 € d’achat ; en deçà, les frais de port figurent sur le devis. Le client est tenu de vérifier l’état des colis en présence du transporteur et de porter toute réserve précise sur le bon de livraison, confirmée par lettre recommandée au transporteur dans les trois jours suivant la réception, conformément à l’article L. 133-3 du Code de commerce.',
          'Le transfert des risques intervient à la remise des produits au client ; le transfert de propriété intervient au complet paiement du prix (clause de réserve de propriété).',
        ],
      },
      {
        title: '4. Prix et paiement',
        paragraphs: [
          'Les prix sont exprimés en euros hors taxes (HT) ; la TVA au taux en vigueur (20 %) et, le cas échéant, l’éco-participation sont ajoutées sur le devis et la facture. Les prix affichés sur le site sont indicatifs ; seul le prix figurant sur le devis accepté engage les parties.',
          'Sauf stipulation contraire du devis, les factures sont payables par virement bancaire à 30 jours à compter de la date de facture. Aucun escompte n’est accordé pour paiement anticipé.',
          'Tout retard de paiement entraîne de plein droit l’application de pénalités égales à trois fois le taux d’intérêt légal ainsi qu’une indemnité forfaitaire pour frais de recouvrement de 40 € (articles L. 441-10 et D. 441-5 du Code de commerce), sans préjudice de la suspension des livraisons en cours.',
        ],
      },
      {
        title: '5. Garanties et service après-vente',
        paragraphs: [
          'Les produits bénéficient de la garantie contractuelle du fabricant, jusqu’à 10 ans selon les références, dans les conditions définies par celui-ci, ainsi que de la garantie légale des vices cachés (articles 1641 et suivants du Code civil).',
          'La garantie ne couvre pas les dommages résultant d’une installation non conforme aux notices du fabricant et aux normes en vigueur (notamment NF C 15-100 et UTE C 15-712-3), d’une utilisation anormale, d’un défaut d’entretien ou d’une intervention non autorisée.',
          'Toute demande de prise en charge est adressée au service après-vente de Stockwatt avec le numéro de facture, la référence et le numéro de série du produit ainsi qu’une description du défaut. Aucun retour n’est accepté sans accord préalable et numéro de retour.',
        ],
      },
      {
        title: '6. Dispositions diverses',
        paragraphs: [
          'La responsabilité de Stockwatt est limitée au montant de la commande concernée et exclut les dommages indirects, tels que les pertes d’exploitation ou de production d’énergie.',
          'Stockwatt ne saurait être tenue responsable de l’inexécution de ses obligations en cas de force majeure au sens de l’article 1218 du Code civil, notamment en cas de rupture d’approvisionnement du fabricant, de grève des transports ou de catastrophe naturelle.',
          'Si l’une des clauses des présentes conditions était déclarée nulle, les autres clauses conserveraient leur plein effet. Le fait pour Stockwatt de ne pas se prévaloir d’une clause ne vaut pas renonciation à s’en prévaloir ultérieurement.',
        ],
      },
      {
        title: '7. Droit applicable et juridiction compétente',
        paragraphs: [
          'Les présentes conditions générales sont soumises au droit français. La Convention de Vienne sur la vente internationale de marchandises est expressément exclue.',
          'À défaut de résolution amiable dans un délai de trente jours, tout litige relatif à leur interprétation ou à leur exécution relève de la compétence exclusive des tribunaux de Paris, y compris en cas de pluralité de défendeurs ou d’appel en garantie.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Politique de Confidentialité',
    intro: `${c.name} attache une grande importance à la protection de vos données personnelles. La présente politique décrit les traitements effectués via le site Stockwatt, conformément au Règlement (UE) 2016/679 (RGPD) et à la loi Informatique et Libertés.`,
    updated: '2026-01-15',
    sections: [
      {
        title: '1. Données collectées',
        paragraphs: ['Nous collectons uniquement les données nécessaires à nos services :'],
        list: [
          'lors d’une demande de devis : type de client, nom, entreprise, adresse email, téléphone, produit concerné, sujet et message ;',
          'lors de la création d’un espace professionnel : adresse email et mot de passe (conservé sous forme chiffrée et jamais en clair) ;',
          'lors du dépôt d’un avis : nom affiché, note et commentaire ;',
          'données techniques de navigation strictement nécessaires (journaux de connexion, jeton de session). Le panier, les favoris et la langue choisie sont enregistrés uniquement dans votre navigateur.',
        ],
      },
      {
        title: '2. Utilisation des données',
        paragraphs: [
          'Vos données sont utilisées pour répondre à vos demandes de devis et vous recontacter, gérer votre espace professionnel et la sécurité de votre compte, publier les avis clients, et respecter nos obligations légales et comptables.',
          'Les bases légales de ces traitements sont l’exécution de mesures précontractuelles et du contrat, notre intérêt légitime à développer notre activité auprès des professionnels, et le respect de nos obligations légales. Vos données ne sont jamais vendues ni utilisées à des fins de prospection par des tiers.',
          'Le site ne charge aucune police, aucun script de mesure d’audience ni aucune vidéo depuis un service tiers sans action de votre part.',
        ],
      },
      {
        title: '3. Durée de conservation',
        paragraphs: [
          'Les demandes de devis sont conservées trois ans à compter du dernier contact. Les données du compte professionnel sont conservées tant que le compte est actif, puis supprimées trois ans après la dernière connexion. Les documents comptables sont conservés dix ans conformément à l’article L. 123-22 du Code de commerce. Les journaux techniques sont conservés douze mois au maximum.',
        ],
      },
      {
        title: '4. Protection des données',
        paragraphs: [
          'Les données sont hébergées dans l’Union européenne. Nous mettons en œuvre des mesures techniques et organisationnelles adaptées : chiffrement des échanges (HTTPS), mots de passe hachés, jetons de session à durée limitée, accès restreint aux seules personnes habilitées, sauvegardes régulières.',
          'Nos sous-traitants (hébergement, envoi d’emails, service de formulaires) n’agissent que sur nos instructions et sont tenus par des engagements de confidentialité et de sécurité conformes à l’article 28 du RGPD.',
        ],
      },
      {
        title: '5. Vos droits (RGPD)',
        paragraphs: [
          'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition au traitement de vos données, ainsi que du droit de définir des directives relatives à leur sort après votre décès.',
          `Pour exercer ces droits, écrivez à ${c.privacyEmail} ou par courrier à ${c.name}, Délégué à la protection des données, ${c.address}, en joignant tout moyen de justifier de votre identité. Nous répondons dans un délai d’un mois.`,
          'Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07 (www.cnil.fr).',
        ],
      },
    ],
  },
  mentions: {
    title: 'Mentions Légales',
    intro:
      'Conformément aux articles 6-III et 19 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique, voici les informations relatives à l’éditeur et à l’hébergeur du site Stockwatt.',
    updated: '2026-01-15',
    sections: [
      {
        title: 'Éditeur du site',
        paragraphs: [
          `${c.name}, société par actions simplifiée au capital de ${c.capital}.`,
          `Siège social : ${c.address}. ${c.rcs} — SIRET ${c.siret} — TVA intracommunautaire ${c.vat}.`,
          `Téléphone : ${c.phone} (du lundi au vendredi, de 9h à 18h) — Email : ${c.email}.`,
        ],
      },
      {
        title: 'Directeur de la publication',
        paragraphs: [`${c.president}, en sa qualité de Président de ${c.name}.`],
      },
      {
        title: 'Hébergeur',
        paragraphs: [
          'OVH SAS, 2 rue Kellermann, 59100 Roubaix, France — téléphone : 1007 — www.ovhcloud.com. Les serveurs sont situés dans l’Union européenne.',
        ],
      },
      {
        title: 'Propriété intellectuelle',
        paragraphs: [
          'L’ensemble des éléments du site (textes, illustrations, logos, mise en page, code) est la propriété exclusive de Stockwatt ou fait l’objet d’une autorisation d’utilisation. Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par les articles L. 335-2 et suivants du Code de la propriété intellectuelle.',
          'Les marques et noms de produits des fabricants cités appartiennent à leurs titulaires respectifs et ne sont utilisés que pour désigner les produits distribués.',
        ],
      },
      {
        title: 'Données personnelles',
        paragraphs: [],
        link: {
          before:
            'Les traitements de données personnelles réalisés via le site, ainsi que vos droits et la manière de les exercer, sont décrits dans notre ',
          to: '/politique-confidentialite',
          label: 'politique de confidentialité',
          after: '.',
        },
      },
      {
        title: 'Droit applicable',
        paragraphs: [
          'Les présentes mentions légales sont régies par le droit français. En cas de litige, et à défaut de résolution amiable, les tribunaux de Paris sont seuls compétents.',
        ],
      },
      {
        title: 'Contact',
        paragraphs: [`Pour toute question relative au site : ${c.email}, ${c.phone}, ou par courrier à ${c.name}, ${c.address}.`],
      },
    ],
  },
};
