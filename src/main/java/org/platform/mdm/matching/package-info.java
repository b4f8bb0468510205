/**
 * Matching module: finds records of one register or reference set that are the same object. A
 * matching model per entity (edited in {@code matching-model} drafts) holds sets of rules; a rule
 * is comparisons that must all hold (exact, normalised, fuzzy, edit distance, phonetic, dates and
 * numbers within a distance, the same lookup value) and says what a match does: merge at once or
 * form a cluster for a data steward. Values are compared in the form search indexes them (Latin,
 * lower case, without accents), so Cyrillic and Latin spellings match.
 *
 * <p>No other module uses a type of this one but its errors ({@code MatchingErrors}): it plugs into
 * the others (a record pipeline's point, a load listener, operation types, a draft provider, a
 * record payload). This package is the module's face, holding its errors and what the rooms share
 * (the settings, the requests' readers). The code lives in rooms that depend on each other one way
 * ({@code RoomsTest}): {@code model} (the matching models, their sets, rules and comparisons, the
 * blocking keys they make) at the bottom; {@code clusters} (a steward's clusters, the groups
 * matches make and the record a group merges into) on it; {@code record} (a record's matching: its
 * keys kept as it changes, compared with the records sharing one, merged or clustered, in the
 * write's transaction) on those; {@code runs} (bulk matching runs, rematches after a model change
 * and after a load) on it; {@code web} on top.
 */
@Rooms({"web", "runs", "record", "clusters", "model"})
package org.platform.mdm.matching;

import org.platform.mdm.system.Rooms;
