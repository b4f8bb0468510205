/**
 * Drafts of the data module: the {@code record} and {@code relation} draft providers, and record
 * changes kept in a draft as editions instead of applied ({@link
 * org.platform.mdm.data.draft.RecordDrafts}), checked when drafted and applied in order when the
 * draft is published ({@link org.platform.mdm.data.draft.DraftedChanges}, which also reads a record
 * through a draft). Depends on {@code record}, and on {@code relation} to read drafted links.
 */
package org.platform.mdm.data.draft;
