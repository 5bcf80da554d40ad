export const throttlingMessages = {
  tooManyRequests: (seconds: number) => `Trop de tentatives. Veuillez réessayer dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`,
};
