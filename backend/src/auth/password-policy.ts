import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnFr from '@zxcvbn-ts/language-fr';
import { authMessages } from './auth.messages';

/** A new password: at least this long (sign-in still takes the 6-character passwords of older accounts). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
/** zxcvbn's score (0–4) a new password must reach: 3 is "safely unguessable" (about 10^8 guesses and more). */
export const PASSWORD_MIN_SCORE = 3;
/** Past this many characters zxcvbn looks no further (a longer password is strong anyway; its time stays bounded). */
const CHECKED_LENGTH = 64;
/** The shop's own words, as guessable as the user's email. */
const SITE_WORDS = ['stockwatt', 'stockwatt.fr'];

/** zxcvbn's warnings as the shop writes French (the language pack's, reworded, typographic quotes). */
const WARNINGS_FR: Record<string, string> = {
  straightRow: 'Une rangée de touches du clavier se devine facilement.',
  keyPattern: 'Un motif de clavier court se devine facilement.',
  simpleRepeat: 'Des caractères répétés comme « aaa » se devinent facilement.',
  extendedRepeat: 'Des suites répétées comme « abcabcabc » se devinent facilement.',
  sequences: 'Des suites comme « abc » ou « 1234 » se devinent facilement.',
  recentYears: 'Les années récentes se devinent facilement.',
  dates: 'Les dates se devinent facilement.',
  topTen: 'C’est l’un des dix mots de passe les plus utilisés.',
  topHundred: 'C’est l’un des cent mots de passe les plus utilisés.',
  common: 'Ce mot de passe figure dans les listes de mots de passe divulgués.',
  similarToCommon: 'Il ressemble à un mot de passe très utilisé.',
  wordByItself: 'Un mot seul se devine facilement.',
  namesByThemselves: 'Un prénom ou un nom seul se devine facilement.',
  commonNames: 'Les prénoms et noms courants se devinent facilement.',
  userInputs: 'Il reprend votre adresse email ou le nom de la boutique.',
};

let checker: ZxcvbnFactory | undefined;

/**
 * zxcvbn-ts with its common package (passwords from public breaches, names, keyboard layouts) and
 * the French one (dictionary and feedback in French), built at first use (about 0.1 s): the
 * lists ship in the packages, nothing is asked of any service.
 */
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    translations: { ...zxcvbnFr.translations, warnings: { ...zxcvbnFr.translations.warnings, ...WARNINGS_FR } },
    graphs: zxcvbnCommon.adjacencyGraphs,
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnFr.dictionary },
    maxLength: CHECKED_LENGTH,
  });
  return checker;
}

/** The email and its parts (`claire.dupont@example.fr` → `claire.dupont`, `claire`, `dupont`, `example`) and the shop's name. */
export function passwordUserInputs(email?: string): string[] {
  const inputs = [...SITE_WORDS];
  const address = email?.trim().toLowerCase();
  if (!address) return inputs;
  const [local = '', domain = ''] = address.split('@');
  inputs.push(address, local, ...local.split(/[._+-]+/), domain.split('.')[0] ?? '');
  return [...new Set(inputs.filter((word) => word.length >= 3))];
}

/** How many characters of the password zxcvbn found in the user's inputs (the email, the shop's name). */
function fromUserInputs(result: ZxcvbnResult): number {
  return result.sequence
    .filter((match) => match.pattern === 'dictionary' && (match as { dictionaryName?: string }).dictionaryName === 'userInputs')
    .reduce((sum, match) => sum + match.token.length, 0);
}

/**
 * Why a new password is refused, in French, or null when it is accepted: shorter than
 * PASSWORD_MIN_LENGTH; mostly made of the email or the shop's name (more than half its characters); or a zxcvbn
 * score under PASSWORD_MIN_SCORE (a common or breached password, a keyboard walk, a name and a
 * year…), with zxcvbn's own warning when it has one.
 */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return authMessages.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (password.length > PASSWORD_MAX_LENGTH) return authMessages.passwordTooLong;
  const result = zxcvbn().check(password, passwordUserInputs(email));
  const checked = Math.min(password.length, CHECKED_LENGTH);
  if (fromUserInputs(result) * 2 > checked) return authMessages.passwordLikeEmail;
  if (result.score < PASSWORD_MIN_SCORE) return authMessages.passwordTooWeak(result.feedback.warning);
  return null;
}
