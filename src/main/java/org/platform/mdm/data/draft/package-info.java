/**
 * Drafts of the data module: the {@code record} and {@code relation} draft providers, and record
 * changes kept in a draft as editions instead of applied ({@link
 * org.platform.mdm.data.draft.RecordDrafts}), checked when drafted and applied in order when the
 * draft is published. Depends on {@code record} only.
 */
package org.platform.mdm.data.draft;
