/**
 * The texts of depersonalization (confidential attributes and their obfuscation functions) and of
 * profiling, English and Russian, under the keys `dp` and `profile` of en.ts and ru.ts.
 */
export const dpEn = {
  confidential: 'Confidential',
  confidentialHelp:
    'Personal or secret data: depersonalization rewrites it with the function below.',
  library: 'Library',
  systemLibrary: 'Platform (system)',
  function: 'Obfuscation function',
  chooseFunction: 'Choose how the values are depersonalized.',
  noFunction: 'No function of this library takes values of type {{type}}.',
  parameter: '{{name}}',
  defaultIs: 'default: {{value}}',
  notSimple: 'Only attributes of a simple type can be confidential.',
};

export const dpRu: typeof dpEn = {
  confidential: 'Конфиденциальный',
  confidentialHelp:
    'Персональные или секретные данные: обезличивание заменяет их функцией, выбранной ниже.',
  library: 'Библиотека',
  systemLibrary: 'Платформа (system)',
  function: 'Функция обезличивания',
  chooseFunction: 'Выберите, как обезличиваются значения.',
  noFunction: 'Ни одна функция этой библиотеки не принимает значения типа {{type}}.',
  parameter: '{{name}}',
  defaultIs: 'по умолчанию: {{value}}',
  notSimple: 'Конфиденциальными могут быть только атрибуты простых типов.',
};
