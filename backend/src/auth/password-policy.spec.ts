import { passwordProblem, passwordUserInputs } from './password-policy';

describe('password policy (zxcvbn-ts, offline lists)', () => {
  it('wants 10 characters', () => {
    expect(passwordProblem('Ond-48V-a9')).toBeNull();
    expect(passwordProblem('Ond-48V-a')).toBe('Le mot de passe doit contenir au moins 10 caractères');
  });

  it.each(['motdepasse123', 'azerty12345', 'password123', '1234567890', 'qwertyuiop', 'soleil2024', 'xxxxxxxxxxxx', 'jetaime1234'])(
    'refuses the common or breached %s, saying why in French',
    (password) => {
      expect(passwordProblem(password)).toMatch(/^Mot de passe trop courant : choisissez-en un plus long ou moins prévisible/);
    },
  );

  it('adds zxcvbn’s warning, in French, when it has one', () => {
    expect(passwordProblem('azerty12345')).toBe(
      'Mot de passe trop courant : choisissez-en un plus long ou moins prévisible. Il ressemble à un mot de passe très utilisé.',
    );
  });

  it('refuses a password made of the email or the shop’s name', () => {
    const email = 'claire.dupont@example.fr';
    expect(passwordUserInputs(email)).toEqual(
      expect.arrayContaining(['claire.dupont@example.fr', 'claire.dupont', 'claire', 'dupont', 'example']),
    );
    for (const password of ['claire.dupont2026', 'ClaireDupont2026', 'claire.dupont@example.fr', 'Stockwatt2026!'])
      expect(passwordProblem(password, email)).toMatch(/^Mot de passe trop (proche de votre adresse email|courant)/);
    expect(passwordProblem('ClaireDupont2026', email)).toBe(
      'Mot de passe trop proche de votre adresse email : choisissez-en un plus long ou moins prévisible',
    );
    // Strong without the email: the email is what makes it guessable.
    expect(passwordProblem('ClaireDupont2026')).toBeNull();
    expect(passwordProblem('Installateur-2026', 'installateur@example.fr')).toMatch(/^Mot de passe trop proche de votre adresse email/);
  });

  it.each([
    'Onduleur-Hybride-48V',
    'Panneau-Solaire-42',
    'Installateur-2026',
    'Nouveau-Mot-De-Passe-2026',
    'Stockwatt-Admin-2026',
    'correct horse battery staple',
  ])('accepts %s', (password) => {
    expect(passwordProblem(password, 'claire@example.fr')).toBeNull();
  });

  it('refuses past 200 characters and checks a long one quickly', () => {
    expect(passwordProblem('Ab1-'.repeat(51))).toBe('Le mot de passe est trop long');
    const started = Date.now();
    expect(passwordProblem('a'.repeat(200))).toMatch(/^Mot de passe trop courant/);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
