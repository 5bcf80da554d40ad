// node-polyglot (ra-i18n-polyglot) requires the `object.entries` polyfill, which drags in
// ~35 kB of get-intrinsic/define-properties helpers. Every browser the back office targets
// (ES2022) has Object.entries.
module.exports = Object.entries;
