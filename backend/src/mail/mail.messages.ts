/** Every mail the shop sends, in French. Links point at the storefront pages that read the token. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const SIGNATURE = "L'équipe Stockwatt";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

function render(subject: string, paragraphs: string[], link?: { url: string; label: string }): MailContent {
  const text = [...paragraphs, ...(link ? [`${link.label} : ${link.url}`] : []), '', SIGNATURE].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>${escapeHtml(SIGNATURE)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

export const mailMessages = {
  confirmEmail: (url: string): MailContent =>
    render(
      'Confirmez votre adresse email',
      [
        'Bienvenue chez Stockwatt !',
        'Pour activer votre espace professionnel, confirmez votre adresse email avec le lien ci-dessous. Il est valable 24 heures.',
      ],
      { url, label: 'Confirmer mon adresse email' },
    ),

  accountAlreadyExists: (loginUrl: string, resetUrl: string): MailContent =>
    render('Votre compte Stockwatt', [
      'Une inscription vient d’être demandée avec cette adresse email, mais un compte existe déjà.',
      `Connectez-vous : ${loginUrl}`,
      `Mot de passe oublié ? ${resetUrl}`,
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    ]),

  resetPassword: (url: string): MailContent =>
    render(
      'Réinitialisation de votre mot de passe',
      [
        'Vous avez demandé à réinitialiser le mot de passe de votre compte Stockwatt.',
        'Choisissez un nouveau mot de passe avec le lien ci-dessous. Il est valable 1 heure et ne peut servir qu’une fois. Toutes vos sessions seront fermées.',
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
      ],
      { url, label: 'Choisir un nouveau mot de passe' },
    ),

  offerSent: (number: string, totalTtc: string, validUntil: string, url: string): MailContent =>
    render(
      `Votre devis ${number}`,
      [
        'Bonjour,',
        `Voici notre offre ${number} en réponse à votre demande : ${totalTtc} TTC, valable jusqu’au ${validUntil}.`,
        'Vous pouvez la consulter, la télécharger en PDF, l’accepter, la refuser ou demander une modification avec le lien ci-dessous.',
      ],
      { url, label: 'Voir mon devis' },
    ),

  staffAnswered: (subject: string, url: string): MailContent =>
    render(`Nouveau message sur votre demande « ${subject} »`, ['Bonjour,', 'Notre équipe a répondu à votre demande de devis.'], {
      url,
      label: 'Lire le message',
    }),

  /** What a move brings: the shipment's carrier and tracking number, a cancellation's reason. */
  orderMoveDetails: (detail: { carrier?: string; trackingNumber?: string; reason?: string } | null): string[] => [
    ...(detail?.carrier ? [`Transporteur : ${detail.carrier}`, `Numéro de suivi : ${detail.trackingNumber}`] : []),
    ...(detail?.reason ? [`Motif : ${detail.reason}`] : []),
  ],

  /**
   * What the order is, in its mails: the lines when it is made (the buyer's record of what they
   * bought), then at each move its amount.
   */
  orderSummary: (
    order: { lines: readonly { quantity: number; label: string }[]; totalTtc: string; totalHt: string },
    withLines: boolean,
  ): string[] => [
    ...(withLines ? order.lines.map((line) => `${line.quantity} × ${line.label}`) : []),
    `Montant : ${order.totalTtc} TTC (${order.totalHt} HT).`,
  ],

  orderMoved: (number: string, status: string, details: string[], url: string): MailContent =>
    render(`Commande ${number} : ${status}`, ['Bonjour,', `Votre commande ${number} est maintenant « ${status} ».`, ...details], {
      url,
      label: 'Suivre ma commande',
    }),

  /** Mails to the shop's staff (STAFF_ALERT_EMAIL) when a buyer answers: nobody has to open every quote to find out. */
  staff: {
    orderPlaced: (p: { order: string; offer: string; buyer: string; totalHt: string; url: string }): MailContent =>
      render(
        `Nouvelle commande ${p.order} (${p.buyer})`,
        [`${p.buyer} a accepté l’offre ${p.offer} : commande ${p.order}, ${p.totalHt} HT.`],
        {
          url: p.url,
          label: 'Ouvrir la commande',
        },
      ),
    offerDeclined: (p: { offer: string; buyer: string; reason: string; url: string }): MailContent =>
      render(`Offre ${p.offer} refusée (${p.buyer})`, [`${p.buyer} a refusé l’offre ${p.offer}.`, `Motif : ${p.reason}`], {
        url: p.url,
        label: 'Ouvrir la demande',
      }),
    changesRequested: (p: { offer: string; buyer: string; message: string; url: string }): MailContent =>
      render(
        `Modification demandée sur l’offre ${p.offer} (${p.buyer})`,
        [`${p.buyer} demande une modification de l’offre ${p.offer} :`, p.message, 'Répondez par une nouvelle version depuis la demande.'],
        { url: p.url, label: 'Ouvrir la demande' },
      ),
    buyerMessage: (p: { subject: string; buyer: string; message: string; url: string }): MailContent =>
      render(`Nouveau message de ${p.buyer} sur « ${p.subject} »`, [p.message], { url: p.url, label: 'Ouvrir la demande' }),
  },
};
