/**
 * Matching module: finds records of one register or reference set that are the same object. A
 * matching model per entity (edited in {@code matching-model} drafts) holds sets of rules; a rule
 * is comparisons that must all hold (exact, normalised, fuzzy, edit distance, phonetic, dates and
 * numbers within a distance, the same lookup value) and says what a match does: merge at once or
 * form a cluster for a data steward. Values are compared in the form search indexes them (Latin,
 * lower case, without accents), so Cyrillic and Latin spellings match.
 */
package org.platform.mdm.matching;
