/**
 * Draft module ({@code org.platform.mdm.draft}): working copies of objects that are edited apart
 * and published later. A draft belongs to a {@link org.platform.mdm.draft.DraftProvider} (record,
 * data-model, relation, …) which knows the real object; the module keeps the drafts, their
 * append-only editions and their states, searches them, serializes concurrent changes of one draft
 * with a row lock, and publishes a draft with its children in one transaction. REST: {@code
 * /api/v2/draft}.
 */
package org.platform.mdm.draft;
