/** Letters only (a figure would split the word into runs): a word no product has, of this run's process. */
export const unknownWord = (prefix: string): string =>
  prefix +
  process.pid
    .toString()
    .split('')
    .map((d) => 'bcdfghjklm'[Number(d)])
    .join('');
