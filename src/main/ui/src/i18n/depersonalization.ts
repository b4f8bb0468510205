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

export const profileEn = {
  title: 'Data profile',
  help: 'What a register holds, attribute by attribute, as a profiling run found it.',
  chooseEntity: 'Choose a register or reference set to see its profile.',
  none: 'This register has no profile: none was run, or its values were depersonalized in place since (which removes its profiles).',
  runOne:
    'Run the operation "Profile data" in Administration → Operations → Background operations.',
  run: 'Profile of',
  runLabel: '{{date}} · {{records}} records',
  compareWith: 'Compare with',
  noComparison: 'No comparison',
  summary: '{{records}} records at {{date}}, profiled by {{user}}.',
  comparedWith:
    'Compared with the run at {{date}} ({{records}} records): its figures follow "was".',
  filled: 'Filled',
  filledOf: '{{share}} ({{filled}} of {{records}})',
  distinct: 'Distinct values',
  min: 'Smallest',
  max: 'Largest',
  mean: 'Mean',
  length: 'Length',
  lengthRange: '{{min}}–{{max}} characters, {{mean}} on average',
  topValues: 'Most frequent values',
  topValuesApprox: 'Most frequent values (approximate counts)',
  confidential: 'confidential',
  confidentialNote:
    'Confidential in the model: the profile keeps none of its values, only how many there are, their lengths and shapes.',
  patterns: 'Shapes (A letter, a lower-case, 9 digit)',
  histogram: 'Distribution',
  lengthHistogram: 'Distribution of lengths',
  histogramLabel:
    '{{title}}: {{count}} buckets from {{from}} to {{to}}; the fullest, {{fullestFrom}} – {{fullestTo}}, holds {{fullest}}',
  was: 'was {{value}}',
  empty: '(empty text)',
  arrayOf: 'array of {{type}}',
  open: 'Data profile',
  inCatalog: 'In the data catalog:',
  subject: 'What',
  values: 'Values of the records',
  ofClassifier: 'Classifier {{classifier}}',
  nodes: 'Records per node of {{classifier}}',
  perNode: 'Records placed in each node',
  unclassified_one: '{{records}} record is in no node.',
  unclassified_other: '{{records}} records are in no node.',
  noNodeAttributes: 'The nodes have no attribute values to profile.',
};

// Not typed as profileEn: Russian counts in more plural forms (texts.test.ts checks the keys).
export const profileRu = {
  title: 'Профиль данных',
  help: 'Что содержит реестр, атрибут за атрибутом, по данным запуска профилирования.',
  chooseEntity: 'Выберите реестр или справочник, чтобы увидеть его профиль.',
  none: 'У этого реестра нет профиля: его не профилировали, или его значения с тех пор обезличены на месте (это удаляет профили).',
  runOne:
    'Запустите операцию «Профилирование данных» в разделе Администрирование → Операции → Фоновые операции.',
  run: 'Профиль от',
  runLabel: '{{date}} · записей: {{records}}',
  compareWith: 'Сравнить с',
  noComparison: 'Без сравнения',
  summary: 'Записей: {{records}} на {{date}}, профилировал {{user}}.',
  comparedWith:
    'Сравнение с запуском на {{date}} (записей: {{records}}): его значения после «было».',
  filled: 'Заполнено',
  filledOf: '{{share}} ({{filled}} из {{records}})',
  distinct: 'Различных значений',
  min: 'Наименьшее',
  max: 'Наибольшее',
  mean: 'Среднее',
  length: 'Длина',
  lengthRange: '{{min}}–{{max}} знаков, в среднем {{mean}}',
  topValues: 'Частые значения',
  topValuesApprox: 'Частые значения (приблизительные числа)',
  confidential: 'конфиденциально',
  confidentialNote:
    'Конфиденциально в модели: профиль не хранит его значений, только их число, длины и формы.',
  patterns: 'Формы (A заглавная буква, a строчная, 9 цифра)',
  histogram: 'Распределение',
  lengthHistogram: 'Распределение длин',
  histogramLabel:
    '{{title}}: интервалов {{count}}, от {{from}} до {{to}}; больше всего, {{fullest}}, в интервале {{fullestFrom}} – {{fullestTo}}',
  was: 'было {{value}}',
  empty: '(пустой текст)',
  arrayOf: 'массив {{type}}',
  open: 'Профиль данных',
  inCatalog: 'В каталоге данных:',
  subject: 'Что',
  values: 'Значения записей',
  ofClassifier: 'Классификатор {{classifier}}',
  nodes: 'Записи по узлам {{classifier}}',
  perNode: 'Записей в каждом узле',
  unclassified_one: '{{records}} запись не входит ни в один узел.',
  unclassified_few: '{{records}} записи не входят ни в один узел.',
  unclassified_many: '{{records}} записей не входят ни в один узел.',
  unclassified_other: '{{records}} записи не входят ни в один узел.',
  noNodeAttributes: 'У узлов нет значений атрибутов для профилирования.',
};
