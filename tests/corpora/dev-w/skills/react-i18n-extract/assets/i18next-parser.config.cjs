// i18next-parser configuration used by the react-i18n-extract skill.
module.exports = {
  locales: ['en', 'de', 'fr', 'es'],
  defaultNamespace: 'common',
  input: ['src/**/*.{js,jsx,ts,tsx}', '!src/**/*.test.{js,jsx,ts,tsx}', '!src/**/__mocks__/**'],
  output: 'public/locales/$LOCALE/$NAMESPACE.json',
  keySeparator: '.',
  namespaceSeparator: ':',
  keepRemoved: true,
  sort: true,
  createOldCatalogs: false,
  defaultValue: (locale, _ns, _key, value) => (locale === 'en' ? value || '' : ''),
  lexers: {
    js: ['JsxLexer'],
    jsx: ['JsxLexer'],
    ts: ['JsxLexer'],
    tsx: ['JsxLexer'],
  },
};
