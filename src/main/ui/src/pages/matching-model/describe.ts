import type { TFunction } from 'i18next';
import type { AttributeDef } from '../../api/schemas';
import { label } from '../../model/useModel';
import { PARAMETERS, parameterOf, type Comparison } from './formModel';

/** The defaults the server applies when a parameter is not given (NUMBER_WITHIN has none). */
export const DEFAULTS: Partial<Record<Comparison['type'], number>> = {
  FUZZY: 0.65,
  JARO_WINKLER: 0.9,
  EDIT_DISTANCE: 1,
  DATE_WITHIN: 0,
};

/** An attribute path as the steward reads it: the attribute's display name where it has one. */
export function attributeLabel(path: string, attributes: AttributeDef[]) {
  const found = attributes.find((a) => a.name === path);
  return found ? label(found) : path;
}

/**
 * A comparison in words: "Name: similar, trigram similarity at least 0.8", "First name + Last
 * name joined: sound alike", with the server's default where no parameter was given.
 */
export function describeComparison(
  comparison: Comparison,
  attributes: AttributeDef[],
  t: TFunction,
  language: string,
) {
  const paths = comparison.attributes ?? (comparison.attribute ? [comparison.attribute] : []);
  const names = paths.map((p) => attributeLabel(p, attributes));
  const subject =
    names.length === 0
      ? t('matchingModels.noAttribute')
      : names.length === 1
        ? names[0]
        : t('matchingModels.joined', { attributes: names.join(' + ') });
  const parameter = PARAMETERS[comparison.type];
  const given = parameterOf(comparison);
  const value = given ?? (parameter ? DEFAULTS[comparison.type] : undefined);
  const shown =
    value === undefined
      ? t('matchingModels.noValue')
      : new Intl.NumberFormat(language).format(value);
  return t(`matchingModels.words.${comparison.type}`, {
    attributes: subject,
    value: shown,
    count: value ?? 0,
  });
}
