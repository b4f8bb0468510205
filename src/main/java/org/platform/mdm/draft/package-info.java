/**
 * Draft module ({@code org.platform.mdm.draft}): working copies of objects that are edited apart
 * and published later. A draft belongs to a {@link org.platform.mdm.draft.DraftProvider} (record,
 * data-model, relation, …) which knows the real object; the module keeps the drafts, their
 * append-only editions and their states, searches them, serializes concurrent changes of one draft
 * with a row lock, and publishes a draft with its children in one transaction. REST: {@code
 * /api/v2/draft}.
 *
 * <p>This package is the module's one public face: {@link org.platform.mdm.draft.DraftService}, the
 * provider and state-contributor interfaces other modules implement, {@link
 * org.platform.mdm.draft.DraftContents} (editions rewritten in place by a depersonalization, the
 * one change of an edition), and the ids, views, commands, queries and errors they pass. The code
 * lives in rooms, sub-packages no other module may use ({@code ModularityTest}), which depend on
 * each other one way ({@code RoomsTest}): {@code lifecycle} (the draft aggregate and its moves of
 * state, the tables of drafts and editions, the registered providers and the rights they ask) at
 * the bottom; {@code edit} (create, describe, add editions, remove) and {@code publish}
 * (publication of a draft with its children, the after-publication actions, the preview) on it;
 * {@code web} (the REST layer) on top, using only the face.
 */
@Rooms({"web", "edit, publish", "lifecycle"})
package org.platform.mdm.draft;

import org.platform.mdm.system.Rooms;
